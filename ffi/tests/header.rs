//! The checked-in `include/renju.h` is exactly what cbindgen generates from the crate.
//!
//! To refresh it after changing the ABI:
//!     RENJU_FFI_BLESS=1 cargo test -p renju-ffi --test main header

use std::path::Path;

#[test]
fn header_is_current() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config =
        cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let mut generated = Vec::new();
    cbindgen::Builder::new()
        .with_crate(crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header")
        .write(&mut generated);
    let path = crate_dir.join("include/renju.h");
    if std::env::var_os("RENJU_FFI_BLESS").is_some() {
        std::fs::write(&path, &generated).expect("write include/renju.h");
        return;
    }
    let checked_in = std::fs::read(&path).unwrap_or_default();
    assert!(
        checked_in == generated,
        "ffi/include/renju.h is not what cbindgen generates from ffi/src; refresh it with\n    \
         RENJU_FFI_BLESS=1 cargo test -p renju-ffi --test main header\nand review the diff"
    );
}
