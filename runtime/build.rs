//! Generates the pattern tables from `../rules-spec/*.toml` into `$OUT_DIR/tables.rs`.

use std::path::{Path, PathBuf};

fn main() {
    let spec_dir = Path::new("../rules-spec");
    println!("cargo::rerun-if-changed={}", spec_dir.display());
    let out =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("tables.rs");
    if let Err(e) = renju_codegen::write_tables(spec_dir, "renju", &out) {
        // Fail loudly, naming the file, line and entry.
        println!("cargo::error=rule files: {e}");
        std::process::exit(1);
    }
}
