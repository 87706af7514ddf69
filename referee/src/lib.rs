//! The referee of a whole game of Renju (or of any rule variant the `renju` crate plays):
//! one [`Game`] that knows whose move it is, rules each move on the board before it (the
//! runtime's verdict: a five wins, a forbidden move is a foul that loses), ends the game at
//! its first five or foul or at a draw, and takes moves back; and the judgement of a finished
//! record ([`record`]), with its answer as one JSON line ([`mod@answer`]) and a run's counts
//! ([`Summary`]).
//!
//! Every face of the project referees through this crate: `renju replay`, `renju match` and
//! the server's replay, the C library's `renju_game_*`, Python's `Board` and `replay`, and
//! the WebAssembly package's `Game` and `replay`. It sits between the runtime, which rules
//! one point, and those faces; it reads no file and knows no record format (the crate
//! `renju-records` reads records).
//!
//! ```
//! use renju::{point, Color, Rule, Verdict};
//! use renju_referee::{Game, Outcome};
//! let mut game: Game = Game::new(Rule::default_rule(), 15)?;
//! // Black h8 h9 h10 h11 with white on the a file; black's h12 makes five and wins.
//! for p in [point!(h8), point!(a1), point!(h9), point!(a3), point!(h10), point!(a5), point!(h11), point!(a7)] {
//!     game.play(p)?;
//! }
//! assert_eq!(game.play(point!(h12))?, Verdict::Five);
//! assert_eq!(game.outcome(), Outcome::Five { at: 9, color: Color::Black });
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]

pub mod answer;
pub mod game;
pub mod opening;
pub mod outcome;
pub mod position;
pub mod record;
pub mod stone;
pub mod summary;

pub use answer::{answer, Answer, ReplayOptions};
pub use game::{Game, OpeningStep};
pub use outcome::{DrawReason, Outcome, PlayError};
pub use position::Position;
pub use record::{Judgement, NotAGame};
pub use stone::Move;
pub use summary::{Summary, Tally};
