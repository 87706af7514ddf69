//! Why the classifier cannot give a window a class the tables can hold.

use crate::concepts::ConceptName;
use renju_vocab::PatternClass;

/// A window whose class, under some concept definitions, does not fit a [`PatternClass`].
/// Possible only for unusual definitions; the build refuses them at the concept at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClassifyError {
    /// A three's completion points (its straight-four points) lie further than 3 points
    /// from the stone, beyond what a class holds.
    #[error(
        "window {window}: the three's completion points {} reach beyond ±3",
        offsets_in_words(offsets)
    )]
    ThreeOutOfReach {
        /// The window classified, as drawn (a [`Window`](renju_vocab::Window) or a
        /// [`WideWindow`](renju_vocab::WideWindow)).
        window: String,
        /// Every completion point of its threes, as offsets from the stone.
        offsets: Vec<i8>,
    },
    /// More fours than a class can count.
    #[error(
        "window {window}: {fours} fours, more than the {} a class counts",
        PatternClass::MAX_FOURS
    )]
    TooManyFours {
        /// The window classified, as drawn.
        window: String,
        /// How many fours it holds.
        fours: usize,
    },
}

impl ClassifyError {
    /// The concept whose definition gives the class that does not fit: `three` for its
    /// completion points, `four` for the count of fours.
    ///
    /// ```
    /// use renju_codegen::{ClassifyError, ConceptName};
    /// let e = ClassifyError::TooManyFours { window: ".....*.....".into(), fours: 8 };
    /// assert_eq!(e.concept(), ConceptName::Four);
    /// assert_eq!(e.to_string(), "window .....*.....: 8 fours, more than the 7 a class counts");
    /// ```
    pub fn concept(&self) -> ConceptName {
        match self {
            ClassifyError::ThreeOutOfReach { .. } => ConceptName::Three,
            ClassifyError::TooManyFours { .. } => ConceptName::Four,
        }
    }

    /// The same error about the window drawn as `picture`.
    pub(crate) fn in_window(self, picture: String) -> ClassifyError {
        match self {
            ClassifyError::ThreeOutOfReach { offsets, .. } => ClassifyError::ThreeOutOfReach {
                window: picture,
                offsets,
            },
            ClassifyError::TooManyFours { fours, .. } => ClassifyError::TooManyFours {
                window: picture,
                fours,
            },
        }
    }
}

/// Offsets as the class names them: `-1 +4`.
fn offsets_in_words(offsets: &[i8]) -> String {
    offsets
        .iter()
        .map(|o| format!("{o:+}"))
        .collect::<Vec<_>>()
        .join(" ")
}
