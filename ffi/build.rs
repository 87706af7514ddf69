//! Gives the shared library a versioned soname on ELF systems, so that programs linked
//! against it record the version they need (`librenju.so.0.1` while the version is 0.1.x,
//! `librenju.so.MAJOR` from 1.0 on: the part that Cargo's semver says breaks
//! compatibility). `make install-c` names the installed files after it.

fn main() {
    let family = std::env::var("CARGO_CFG_TARGET_FAMILY").unwrap_or_default();
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let elf = family.split(',').any(|f| f == "unix") && !matches!(os.as_str(), "macos" | "ios");
    if elf {
        let major = env!("CARGO_PKG_VERSION_MAJOR");
        let minor = env!("CARGO_PKG_VERSION_MINOR");
        let compatible = if major == "0" {
            format!("0.{minor}")
        } else {
            major.to_owned()
        };
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,librenju.so.{compatible}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
