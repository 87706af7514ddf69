//! Checks rule files and prints the first error, as the build would: `cargo run -p renju-codegen --example check_spec -- FILE...`
fn main() {
    let mut failed = false;
    for arg in std::env::args().skip(1) {
        match renju_codegen::Spec::load(std::path::Path::new(&arg)) {
            Ok(spec) => println!("{arg}: ok ({})", spec.name),
            Err(e) => {
                println!("{e}");
                failed = true;
            }
        }
    }
    std::process::exit(i32::from(failed));
}
