//! The board a [`Game`](crate::Game) keeps: the runtime's [`AnyBoard`] (one verdict per move,
//! read from the board before it: what a referee of records needs, and the cheapest) or its
//! [`AnyIncrementalBoard`] (every forbidden map kept up to date as stones come and go: what a
//! player, a page or a training loop that reads the maps after each move needs). Both rule a
//! move the same way; a test holds them equal.

use renju::{AnyBoard, AnyIncrementalBoard, Color, MoveError, Point, Rule, SizeError, Verdict};

/// A board of a size chosen at run time that a [`Game`](crate::Game) can keep: the two
/// boards of the runtime, and no other (the trait is sealed).
pub trait Position: sealed::Sealed {
    /// An empty board of `size` points a side, whose moves `rule` will judge.
    fn empty(rule: &'static Rule, size: usize) -> Result<Self, SizeError>
    where
        Self: Sized;

    /// The board holding `board`'s stones, whose moves `rule` will judge.
    fn holding(rule: &'static Rule, board: AnyBoard) -> Self
    where
        Self: Sized;

    /// Points on a side.
    fn size(&self) -> usize;

    /// The stone at `p` (`None` for an empty point or one off the board).
    fn get(&self, p: Point) -> Option<Color>;

    /// `color`'s move at `p` under `rule`: its verdict on the board before it, then its stone
    /// (a foul's too). An occupied point or one off the board is an error, and nothing is
    /// placed.
    fn play(&mut self, rule: &Rule, p: Point, color: Color) -> Result<Verdict, MoveError>;

    /// Puts a stone without judging it (a set-up stone).
    fn put(&mut self, p: Point, color: Color) -> Result<(), MoveError>;

    /// Takes back the stone at `p`, the last one placed.
    fn take_back(&mut self, p: Point);

    /// Takes every stone off.
    fn clear(&mut self);
}

impl Position for AnyBoard {
    fn empty(_: &'static Rule, size: usize) -> Result<AnyBoard, SizeError> {
        AnyBoard::new(size)
    }

    fn holding(_: &'static Rule, board: AnyBoard) -> AnyBoard {
        board
    }

    fn size(&self) -> usize {
        AnyBoard::size(self)
    }

    fn get(&self, p: Point) -> Option<Color> {
        AnyBoard::get(self, p)
    }

    #[inline]
    fn play(&mut self, rule: &Rule, p: Point, color: Color) -> Result<Verdict, MoveError> {
        let verdict = self.verdict(rule, p, color)?;
        self.place(p, color)?;
        Ok(verdict)
    }

    fn put(&mut self, p: Point, color: Color) -> Result<(), MoveError> {
        self.place(p, color)
    }

    fn take_back(&mut self, p: Point) {
        self.remove(p);
    }

    fn clear(&mut self) {
        // An empty stone list: nothing to refuse.
        let _ = self.set_stones(&[], &[]);
    }
}

impl Position for AnyIncrementalBoard {
    fn empty(rule: &'static Rule, size: usize) -> Result<AnyIncrementalBoard, SizeError> {
        AnyIncrementalBoard::new(rule, size)
    }

    fn holding(rule: &'static Rule, board: AnyBoard) -> AnyIncrementalBoard {
        board.incremental(rule)
    }

    fn size(&self) -> usize {
        AnyIncrementalBoard::size(self)
    }

    fn get(&self, p: Point) -> Option<Color> {
        AnyIncrementalBoard::get(self, p)
    }

    /// The incremental board judges with its own rule (the game's: both were given the same
    /// one) and keeps the verdicts it needs for its maps anyway.
    fn play(&mut self, _: &Rule, p: Point, color: Color) -> Result<Verdict, MoveError> {
        self.place(p, color)
    }

    fn put(&mut self, p: Point, color: Color) -> Result<(), MoveError> {
        self.place(p, color).map(|_| ())
    }

    fn take_back(&mut self, _: Point) {
        self.undo();
    }

    fn clear(&mut self) {
        AnyIncrementalBoard::clear(self);
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for renju::AnyBoard {}
    impl Sealed for renju::AnyIncrementalBoard {}
}
