//! The exit statuses `renju` ends with, besides 0 (all good) and a signal's (130, 143).

/// Bad input or an I/O error.
pub const BAD_INPUT: u8 = 1;

/// Bad arguments (2 is clap's own for the arguments it reads), and those clap cannot see: a
/// rule file the build would refuse, two rule files of one name given to `renju serve`,
/// `renju serve` asked of a binary built without the server, `renju match`'s engines that
/// cannot start.
pub const BAD_ARGUMENTS: u8 = 2;
