//! `GameBatch`: N games of one rule and one board size stepped together, one move each per
//! call, for reinforcement learning (`renju_rules.env.VecEnv` wraps it as a Gymnasium vector
//! environment). Each game is the referee's [`Game`] on the runtime's
//! [`AnyIncrementalBoard`], whose forbidden maps are kept up to date as stones come: every
//! move is ruled by the referee (a five wins, a foul loses, a full board is a draw), and the
//! masks are read from the kept maps. The moves, the rulings and the N observations and masks
//! are written with the GIL released; this module only translates arrays.

use crate::engine;
use numpy::{PyArray1, PyArray2, PyArray3, PyArray4, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use renju::{AnyIncrementalBoard, Color, Point};
use renju_referee::{Game, Outcome};

/// Planes of an observation: the stones of the side to play, the opponent's, and a plane of
/// ones when the side to play is black.
const PLANES: usize = 3;

/// The observations (N, size, size, 3) and masks (N, size * size) of a batch.
type Observed<'py> = (Bound<'py, PyArray4<i8>>, Bound<'py, PyArray2<i8>>);

/// N games of one rule on boards of one size, stepped together: `step(actions)` plays one
/// move in every game and answers the N observations, action masks, rewards and
/// terminations in NumPy arrays, the moves ruled and the answers written with the GIL
/// released. The shape reinforcement-learning trainers batch on (`renju_rules.env.VecEnv`
/// is it as a Gymnasium vector environment).
///
/// `GameBatch(num_games, rule=None, size=None, rule_file=None)`: `rule` a rule name or a
/// `Rule` (default "renju"), `rule_file` instead a rule file's path; `size` the board's side,
/// 5 to 26 (default the rule's own board). Every game starts empty, black to play.
///
/// An action is a point's flat index, `row * size + col` (0 is a1). Each move is ruled by
/// the referee, as `Board.place` rules it (RIF article 9): a five wins (reward +1 to the
/// player who moved), a move forbidden to its colour is a foul that loses (reward -1), a
/// move on an occupied point loses too (an illegal move, as PettingZoo's classic games
/// treat one), and a full board is a draw (reward 0), as is a position where the side to
/// play has no point left that it may play (black's last empty points all forbidden); the
/// opponent's reward is always the negation. Each of these ends the game (`terminations` True; `truncations` is always
/// False: no game is cut short).
///
/// Auto-reset, same step: a game that ends in a call is cleared in that same call, so the
/// observation and mask answered for it are those of its next game (an empty board, black
/// to play), as Gymnasium's `AutoresetMode.SAME_STEP`; `winners` says how it ended.
///
/// An observation is an int8 array (size, size, 3), [row, col, plane], from the side to
/// play's view: plane 0 its stones, plane 1 its opponent's, plane 2 all ones if it is black
/// (all zeros if white). A mask is an int8 array of size * size, 1 where the side to play
/// may play: an empty point not forbidden to its colour under the rule.
///
/// >>> import numpy as np
/// >>> g = GameBatch(2, size=15)
/// >>> obs, masks = g.reset()
/// >>> obs.shape, masks.shape, int(masks.sum())
/// ((2, 15, 15, 3), (2, 225), 450)
/// >>> obs, masks, rewards, terminations, truncations, winners = g.step(np.array([112, 0]))
/// >>> g.to_play().tolist(), int(obs[0, 7, 7, 1]), int(masks[0, 112])
/// ([2, 2], 1, 0)
#[pyclass(module = "renju_rules", name = "GameBatch")]
pub struct PyGameBatch {
    games: Vec<Game<AnyIncrementalBoard>>,
    size: usize,
}

/// The side to play of `game` (a game of a batch always names one: it starts empty with
/// black to play, and `Game::clear` gives black).
fn side(game: &Game<AnyIncrementalBoard>) -> Color {
    game.to_play().unwrap_or(Color::Black)
}

/// Writes `game`'s observation (`size * size * PLANES` values) and mask (`size * size`) for
/// its side to play.
fn observe(game: &Game<AnyIncrementalBoard>, obs: &mut [i8], mask: &mut [i8]) {
    let me = side(game);
    let board = game.position();
    let cells = board.cells();
    let (mine, theirs) = match me {
        Color::Black => (1, 2),
        Color::White => (2, 1),
    };
    let black = i8::from(me == Color::Black);
    for (i, &cell) in cells.iter().enumerate() {
        let planes = &mut obs[i * PLANES..(i + 1) * PLANES];
        planes[0] = i8::from(cell == mine);
        planes[1] = i8::from(cell == theirs);
        planes[2] = black;
        mask[i] = i8::from(cell == 0);
    }
    for (p, _) in board.forbidden_map(me) {
        mask[p.index(game.size())] = 0;
    }
}

/// Whether the side to play of `game` has an empty point not forbidden to it.
fn has_legal_point(game: &Game<AnyIncrementalBoard>) -> bool {
    let empty = game.size() * game.size() - game.stone_count();
    game.position().forbidden_count(side(game)) < empty
}

/// Plays `p` in `game` for its side to play, and answers the mover's reward, whether the
/// game ended and who won (0 none, 1 black, 2 white); an ended game is cleared.
fn play(game: &mut Game<AnyIncrementalBoard>, p: Point) -> (f32, bool, i8) {
    let mover = side(game);
    let winner = match game.play(p) {
        // An occupied point: an illegal move, which loses.
        Err(_) => Some(mover.opponent()),
        Ok(_) => match game.outcome() {
            // The game goes on unless the side to move has no point left that it may play
            // (black's last empty points all forbidden): then a draw, as a full board.
            Outcome::Unfinished if has_legal_point(game) => return (0.0, false, 0),
            Outcome::Unfinished => None,
            outcome => outcome.winner(),
        },
    };
    game.clear();
    match winner {
        Some(c) if c == mover => (1.0, true, color_code(c)),
        Some(c) => (-1.0, true, color_code(c)),
        None => (0.0, true, 0),
    }
}

/// A NumPy array that is not one contiguous block (never, for the arrays made here).
fn slice_error(e: numpy::AsSliceError) -> PyErr {
    PyValueError::new_err(format!("an array is not contiguous: {e}"))
}

/// The code of a colour in the cells and the answers: 1 black, 2 white.
fn color_code(c: Color) -> i8 {
    match c {
        Color::Black => 1,
        Color::White => 2,
    }
}

impl PyGameBatch {
    /// New (N, size, size, 3) observations and (N, size * size) masks of every game.
    fn observations<'py>(&self, py: Python<'py>) -> PyResult<Observed<'py>> {
        let (n, s) = (self.games.len(), self.size);
        let obs = PyArray4::<i8>::zeros(py, [n, s, s, PLANES], false);
        let masks = PyArray2::<i8>::zeros(py, [n, s * s], false);
        {
            let mut o = obs.try_readwrite()?;
            let mut m = masks.try_readwrite()?;
            let o = o.as_slice_mut().map_err(slice_error)?;
            let m = m.as_slice_mut().map_err(slice_error)?;
            let games = &self.games;
            py.detach(|| observe_all(games, s, o, m));
        }
        Ok((obs, masks))
    }
}

fn observe_all(games: &[Game<AnyIncrementalBoard>], s: usize, obs: &mut [i8], masks: &mut [i8]) {
    let per_obs = s * s * PLANES;
    for ((game, o), m) in games
        .iter()
        .zip(obs.chunks_exact_mut(per_obs.max(1)))
        .zip(masks.chunks_exact_mut((s * s).max(1)))
    {
        observe(game, o, m);
    }
}

/// The N actions as flat indexes, each checked to be a point of the board.
fn actions_arg(actions: &Bound<'_, PyAny>, n: usize, size: usize) -> PyResult<Vec<Point>> {
    let np = actions.py().import(pyo3::intern!(actions.py(), "numpy"))?;
    let array = np
        .call_method1(pyo3::intern!(actions.py(), "asarray"), (actions,))
        .map_err(|e| PyTypeError::new_err(format!("actions must be an array of N ints: {e}")))?;
    let kind: String = array.getattr("dtype")?.getattr("kind")?.extract()?;
    if !matches!(kind.as_str(), "i" | "u") {
        return Err(PyTypeError::new_err(format!(
            "actions must be integers (flat indexes row * size + col); got an array of dtype kind {kind:?}"
        )));
    }
    let array = np.call_method1("ascontiguousarray", (array, "int64"))?;
    let array = array.cast::<PyArray1<i64>>().map_err(|_| {
        PyValueError::new_err(format!(
            "actions must be a 1-D array of {n} ints, one per game; got shape {}",
            array
                .getattr("shape")
                .and_then(|s| s.str().map(|s| s.to_string()))
                .unwrap_or_default()
        ))
    })?;
    if array.len() != n {
        return Err(PyValueError::new_err(format!(
            "actions has {} values; the batch has {n} games: give one action per game",
            array.len()
        )));
    }
    let values = array.readonly();
    let values = values.as_slice().map_err(slice_error)?;
    let area = size * size;
    values
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            usize::try_from(a)
                .ok()
                .filter(|&a| a < area)
                .and_then(|a| engine::point_by_index(a, size))
                .ok_or_else(|| {
                    PyValueError::new_err(format!(
                        "actions[{i}] is {a}: an action is a flat index 0 to {} (row * {size} + col); no game was stepped",
                        area - 1
                    ))
                })
        })
        .collect()
}

#[pymethods]
impl PyGameBatch {
    #[new]
    #[pyo3(signature = (num_games, rule = None, size = None, rule_file = None))]
    fn new(
        num_games: usize,
        rule: Option<&Bound<'_, PyAny>>,
        size: Option<usize>,
        rule_file: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGameBatch> {
        let rule = crate::rule::rule_arg(rule, rule_file)?;
        let size = engine::board_size(size, rule).map_err(PyValueError::new_err)?;
        if num_games == 0 {
            return Err(PyValueError::new_err(
                "num_games is 0: a batch holds at least one game",
            ));
        }
        let games = (0..num_games)
            .map(|_| Game::new(rule, size))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(PyGameBatch { games, size })
    }

    /// Clears every game (an empty board, black to play) and answers `(observations,
    /// masks)`: int8 arrays (N, size, size, 3) and (N, size * size).
    fn reset<'py>(&mut self, py: Python<'py>) -> PyResult<Observed<'py>> {
        for game in &mut self.games {
            game.clear();
        }
        self.observations(py)
    }

    /// Plays `actions[i]` (a flat index, row * size + col) in game i for its side to play,
    /// every game at once, and answers `(observations, masks, rewards, terminations,
    /// truncations, winners)`: int8 (N, size, size, 3) and (N, size * size), float32 (N,) (the
    /// reward of the player who moved: +1 a five, -1 a foul or an occupied point, 0
    /// otherwise and for a draw: a full board, or no point left that the next side may play), bool (N,) twice (truncations always False), int8 (N,) (how
    /// an ended game ended: 1 black won, 2 white won, 0 a draw or not ended). A game that
    /// ends is cleared in the same call: its observation and mask are its next game's.
    /// An index off the board is a `ValueError`, and no game is stepped.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let (n, s) = (self.games.len(), self.size);
        let points = actions_arg(actions, n, s)?;
        let obs = PyArray4::<i8>::zeros(py, [n, s, s, PLANES], false);
        let masks = PyArray2::<i8>::zeros(py, [n, s * s], false);
        let rewards = PyArray1::<f32>::zeros(py, n, false);
        let ended = PyArray1::<bool>::zeros(py, n, false);
        let truncations = PyArray1::<bool>::zeros(py, n, false);
        let winners = PyArray1::<i8>::zeros(py, n, false);
        {
            let mut o = obs.try_readwrite()?;
            let mut m = masks.try_readwrite()?;
            let mut r = rewards.try_readwrite()?;
            let mut e = ended.try_readwrite()?;
            let mut w = winners.try_readwrite()?;
            let (o, m) = (
                o.as_slice_mut().map_err(slice_error)?,
                m.as_slice_mut().map_err(slice_error)?,
            );
            let (r, e, w) = (
                r.as_slice_mut().map_err(slice_error)?,
                e.as_slice_mut().map_err(slice_error)?,
                w.as_slice_mut().map_err(slice_error)?,
            );
            let games = &mut self.games;
            py.detach(|| {
                for (i, (game, &p)) in games.iter_mut().zip(&points).enumerate() {
                    (r[i], e[i], w[i]) = play(game, p);
                }
                observe_all(games, s, o, m);
            });
        }
        PyTuple::new(
            py,
            [
                obs.into_any(),
                masks.into_any(),
                rewards.into_any(),
                ended.into_any(),
                truncations.into_any(),
                winners.into_any(),
            ],
        )
    }

    /// The boards as a uint8 array (N, size, size), [game, row, col]: 0 empty, 1 black, 2
    /// white (as `Board.array()`).
    fn boards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray3<u8>>> {
        let (n, s) = (self.games.len(), self.size);
        let boards = PyArray3::<u8>::zeros(py, [n, s, s], false);
        {
            let mut b = boards.try_readwrite()?;
            let b = b.as_slice_mut().map_err(slice_error)?;
            for (game, out) in self.games.iter().zip(b.chunks_exact_mut(s * s)) {
                out.copy_from_slice(&game.position().cells());
            }
        }
        Ok(boards)
    }

    /// The side to play of each game as an int8 array (N,): 1 black, 2 white.
    fn to_play<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        let sides: Vec<i8> = self.games.iter().map(|g| color_code(side(g))).collect();
        PyArray1::from_vec(py, sides)
    }

    /// The number of games, N.
    #[getter]
    fn num_games(&self) -> usize {
        self.games.len()
    }

    /// Points on a side of each board.
    #[getter]
    fn size(&self) -> usize {
        self.size
    }

    /// The rule's name.
    #[getter]
    fn rule(&self) -> &'static str {
        self.games[0].rule().name()
    }

    fn __len__(&self) -> usize {
        self.games.len()
    }

    fn __repr__(&self) -> String {
        format!(
            "GameBatch({}, rule={:?}, size={})",
            self.games.len(),
            self.rule(),
            self.size
        )
    }
}
