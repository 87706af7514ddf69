//! The `renju` command. All the work is in the `renju_cli` library.

use clap::Parser;

fn main() -> std::process::ExitCode {
    renju_cli::run(renju_cli::Cli::parse())
}
