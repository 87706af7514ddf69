//! How long `renju_rule_load` takes, through the C ABI: for each rule file given, the first
//! load of a file (read, checked and classified window by window, as the build does) and a
//! load of a file already loaded (read and checked again, then found made).
//!
//!     cargo run --release -p renju-ffi --example rule_load -- \
//!         rules-spec/renju.toml rules-spec/caro.toml
//!
//! Each first load is of a fresh copy of the file (a comment added, so that its content, and
//! so its rule, is new), written to a scratch folder beforehand: `--copies K` of them (default
//! 10). Prints the median, the fastest and the slowest, in milliseconds.

// As in the library (src/lib.rs): every unsafe block says why it is sound.
#![deny(clippy::undocumented_unsafe_blocks)]

use renju_ffi::{renju_last_error, renju_rule_load};
use std::ffi::{CStr, CString};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Loads `path` through the C ABI, timed; exits with the library's message on error.
fn timed_load(path: &Path) -> Duration {
    let c_path = CString::new(path.to_str().expect("a UTF-8 path")).expect("no NUL");
    let start = Instant::now();
    // SAFETY: a NUL-terminated string.
    let id = unsafe { renju_rule_load(c_path.as_ptr()) };
    let took = start.elapsed();
    if id < 0 {
        // SAFETY: this thread's last error, a C string alive until the next refused call.
        let message = unsafe { CStr::from_ptr(renju_last_error()) };
        eprintln!("{}", message.to_string_lossy());
        std::process::exit(1);
    }
    took
}

/// "median M ms (fastest F, slowest S)" of `times`.
fn summary(mut times: Vec<Duration>) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    format!(
        "median {:.2} ms (fastest {:.2}, slowest {:.2}; {} loads)",
        ms(times[times.len() / 2]),
        ms(times[0]),
        ms(times[times.len() - 1]),
        times.len()
    )
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut copies = 10;
    let mut files = Vec::new();
    while let Some(arg) = args.next() {
        if arg == "--copies" {
            copies = args
                .next()
                .and_then(|k| k.parse().ok())
                .filter(|&k| k > 0)
                .expect("--copies K, K > 0");
        } else {
            files.push(PathBuf::from(arg));
        }
    }
    if files.is_empty() {
        eprintln!("usage: rule_load [--copies K] RULE_FILE.toml ...");
        std::process::exit(2);
    }
    let scratch = std::env::temp_dir().join(format!("renju-rule-load-{}", std::process::id()));
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable rule file");
        let name = file.file_name().expect("a file name");
        // Fresh copies, each in a folder of its own so that its stem stays the rule's name.
        let fresh: Vec<PathBuf> = (0..copies)
            .map(|i| {
                let dir = scratch.join(i.to_string());
                std::fs::create_dir_all(&dir).expect("a scratch folder");
                let path = dir.join(name);
                std::fs::write(&path, format!("{text}\n# copy {i}\n")).expect("write");
                path
            })
            .collect();
        let first: Vec<Duration> = fresh.iter().map(|path| timed_load(path)).collect();
        let again: Vec<Duration> = fresh.iter().map(|path| timed_load(path)).collect();
        println!("{}", file.display());
        println!("  first load: {}", summary(first));
        println!("  loaded again: {}", summary(again));
    }
    std::fs::remove_dir_all(&scratch).ok();
}
