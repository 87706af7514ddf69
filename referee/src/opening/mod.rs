//! Opening rules as data: what the first moves of a game must be, where a swap may happen,
//! how many fifth-move offers there are, and how "symmetrical offers" is read; each rule a
//! file of `openings/` (format and sources: `openings/README.md`), read and checked at build
//! time into data the crate holds, and loaded at run time the same way (`parse`, behind the
//! default feature `files`). The rule itself is [`spec`]. [`OpeningReferee`] judges an opening as it is
//! played; [`classify`] names moves 1 to 3 as one of the 26 canonical openings; [`symmetry`]
//! says when two positions are the same.
//!
//! ```
//! use renju_referee::opening::OpeningRule;
//! let rif = OpeningRule::by_name("rif").unwrap();
//! assert_eq!(rif.moves.len(), 4);
//! // A rule of a family takes its N from the name asked for.
//! let soosorv5 = OpeningRule::by_name("soosorv-5").unwrap();
//! assert_eq!(soosorv5.moves[3].declare, Some((1, Some(5))));
//! assert!(OpeningRule::by_name("chess").unwrap_err().to_string().starts_with("unknown opening rule \"chess\""));
//! assert!(OpeningRule::by_name("soosorv-0").is_err() && OpeningRule::by_name("soosorv-1001").is_err());
//! ```

pub mod canonical;
pub mod explain;
pub mod judge;
#[cfg(feature = "files")]
mod parse;
pub mod spec;
pub mod symmetry;

pub use canonical::{classify, CanonicalOpening, CANONICAL_OPENINGS};
pub use explain::explain;
pub use judge::{NoCentre, OpeningFoul, OpeningFoulKind, OpeningJudgement, OpeningReferee};
pub use spec::{
    FifthWay, MoveRule, OfferCount, OpeningFileError, OpeningRule, Square, SymmetryReading, MAX_N,
    MAX_OPENING_FILE_BYTES,
};
pub use symmetry::{find_symmetry, Symmetry, Transform};

use std::collections::HashMap;
#[cfg(feature = "files")]
use std::path::Path;
use std::sync::{Mutex, OnceLock};

/// The shipped rules as data, written by the build script from the files it read and checked.
mod shipped {
    use super::spec::{
        FifthWay, MoveRule, NFields, OfferCount, OpeningRule, Square, SymmetryReading,
    };
    include!(concat!(env!("OUT_DIR"), "/openings.rs"));
}

impl OpeningRule {
    /// The shipped opening rules, sorted by name: `none`, `rif`, `soosorv-8`, `swap1`,
    /// `swap2`, `taraguchi-10`, `yamaguchi`.
    pub fn all() -> &'static [OpeningRule] {
        static ALL: OnceLock<Vec<OpeningRule>> = OnceLock::new();
        ALL.get_or_init(shipped::shipped)
    }

    /// The shipped opening rule called `name`, or a shipped rule of a family read with
    /// another N (`soosorv-5` from `soosorv-8`'s file). Each rule is made once and lives as
    /// long as the program.
    pub fn by_name(name: &str) -> Result<&'static OpeningRule, OpeningFileError> {
        if let Some(rule) = OpeningRule::all().iter().find(|r| r.name == name) {
            return Ok(rule);
        }
        let unknown = || OpeningFileError::Unknown {
            name: name.to_string(),
            known: OpeningRule::all().iter().map(|r| r.name.clone()).collect(),
        };
        // N as a file may state it: 1 to 1000 (so a family makes at most 1000 rules, each
        // once, whatever names a program is asked for).
        let (family, n) = spec::family_of(name)
            .filter(|&(_, n)| (1..=MAX_N).contains(&n))
            .ok_or_else(unknown)?;
        let shipped = OpeningRule::all()
            .iter()
            .find(|r| r.n.is_some() && spec::family_of(&r.name).is_some_and(|(f, _)| f == family))
            .ok_or_else(unknown)?;
        static FAMILY: OnceLock<Mutex<HashMap<String, &'static OpeningRule>>> = OnceLock::new();
        let mut made = FAMILY
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(rule) = made.get(name) {
            return Ok(rule);
        }
        let rule = shipped.with_n(n).ok_or_else(unknown)?;
        let rule: &'static OpeningRule = Box::leak(Box::new(rule));
        made.insert(name.to_string(), rule);
        Ok(rule)
    }

    /// The opening rule of the file at `path`, checked (its stem must be its name), made once
    /// per file's content and kept as long as the program (a second load of the same text
    /// costs nothing). Behind the default feature `files`.
    #[cfg(feature = "files")]
    pub fn from_file(path: &Path) -> Result<&'static OpeningRule, OpeningFileError> {
        let rule = OpeningRule::load(path)?;
        static LOADED: OnceLock<Mutex<Vec<&'static OpeningRule>>> = OnceLock::new();
        let mut loaded = LOADED
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(same) = loaded.iter().find(|r| ***r == rule) {
            return Ok(same);
        }
        let rule: &'static OpeningRule = Box::leak(Box::new(rule));
        loaded.push(rule);
        Ok(rule)
    }
}
