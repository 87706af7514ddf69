//! `Board` (exported a second time as `Game`): one game of any board size played move by move
//! under one rule, refereed by `renju-referee`'s [`Game`] (the side to play, each move ruled,
//! the result, undo) on the runtime's incremental board, whose forbidden maps are kept up to
//! date as stones come and go, as Python's `Board` is. This module translates JavaScript's
//! arguments and the referee's answers; the referee and the runtime do the work.

use crate::args::{
    color_arg, point_arg, points_arg, size_arg, stated_color_arg, text_bytes, type_name, Fault,
    Options,
};
use crate::engine;
use renju::{AnyBoard, AnyIncrementalBoard, Color};
use renju_referee::answer::{opening_json, outcome_json};
use renju_referee::Game;
use wasm_bindgen::prelude::*;

/// A game played move by move under one rule, refereed by `renju-referee`; see the package's
/// `index.d.ts`.
#[wasm_bindgen]
pub struct Board {
    /// The referee's game: the moves, the side to play, the outcome, and the board with its
    /// kept maps.
    game: Game<AnyIncrementalBoard>,
}

/// What `place` without a colour says on a board with no side to play.
const NO_SIDE_TO_PLAY: &str = "place: no side to play: the board was set up with stones and no toPlay, and stones do not say whose move it is; give the colour, place(point, 'black') or place(point, 'white'), or make the board with toPlay: 'black' or toPlay: 'white'";

impl Board {
    /// `game` judged from its first move under the opening rule of the options `openingRule`
    /// and `symmetry` of `call`, if they name one; `symmetry` without `openingRule` is an
    /// error (it says how an opening rule's offers are read), as is an opening rule with
    /// squares on a board with no centre point (the referee's message).
    fn with_opening(
        mut game: Game<AnyIncrementalBoard>,
        options: &Options,
        call: &str,
    ) -> Result<Board, Fault> {
        let reading = options.symmetry()?;
        match options.opening_rule()? {
            Some(opening) => game
                .set_opening_rule(opening, reading)
                .map_err(|e| Fault::Value(format!("{call}: {e}")))?,
            None if reading.is_some() => {
                return Err(Fault::Value(format!(
                    "{call}: option symmetry says how an opening rule's fifth-move offers are read; give openingRule too"
                )));
            }
            None => {}
        }
        Ok(Board { game })
    }
}

#[wasm_bindgen]
impl Board {
    /// `new Board({ rule, size, black, white, toPlay, openingRule, symmetry })`: an empty
    /// board (or one holding the set-up stones `black` and `white`, which `undo` does not take
    /// back) of `size` points a side (default the rule's own board) under `rule` (default
    /// `"renju"`). The side to play is `toPlay`; without it, black on an empty board, and no
    /// side (`toPlay` null) on a board with set-up stones, which do not say whose move it is:
    /// the first `place` must then give its colour (the referee's
    /// `Game::set_up_as_stated` decides). With `openingRule` (an opening rule's name, as `openingRules()`
    /// lists them) the opening is judged from the first move under it, its symmetrical
    /// offers read as `symmetry` says (`"board"` or `"pattern"`; default the rule's own).
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<Board, JsValue> {
        let options = Options::read(
            &options,
            "new Board",
            &[
                "rule",
                "size",
                "black",
                "white",
                "toPlay",
                "openingRule",
                "symmetry",
            ],
        )?;
        let rule = options.rule()?;
        let size = size_arg(&options.get("size").unwrap_or(JsValue::UNDEFINED), rule)?;
        let black = points_arg(options.get("black"), "black", size)?;
        let white = points_arg(options.get("white"), "white", size)?;
        let to_play = options.stated_color("toPlay")?;
        let board =
            AnyBoard::from_stones(size, &black, &white).map_err(|e| Fault::Value(e.to_string()))?;
        let game = Game::set_up_as_stated(rule, board, to_play);
        Ok(Board::with_opening(game, &options, "new Board")?)
    }

    /// `Board.fromBoardString(text, { rule, size, toPlay, openingRule, symmetry })`: the
    /// board a board string describes (`size * size` characters, the rows joined, the top row first, each from
    /// column a: `.` empty, `x` or `X` black, `o` or `O` white; the runtime's board strings),
    /// read by the runtime. `text` is a string or a `Uint8Array` of its bytes; `rule`,
    /// `size` (default the rule's own board), `toPlay`, `openingRule` and `symmetry` are as
    /// for `new Board` (without `toPlay`, no side to play when the string holds stones). The
    /// stones are set-up stones, not taken back by `undo`. Throws a `TypeError` for a `text`
    /// of another type, an `Error` with the runtime's message for the wrong length or a
    /// character that is no point (named by its byte index and value).
    #[wasm_bindgen(js_name = fromBoardString)]
    pub fn from_board_string(text: JsValue, options: JsValue) -> Result<Board, JsValue> {
        let options = Options::read(
            &options,
            "Board.fromBoardString",
            &["rule", "size", "toPlay", "openingRule", "symmetry"],
        )?;
        let rule = options.rule()?;
        let size = size_arg(&options.get("size").unwrap_or(JsValue::UNDEFINED), rule)?;
        let bytes = text_bytes(&text, "Board.fromBoardString", "the board string")?;
        let board = engine::board_of_string(size, &bytes).map_err(Fault::Value)?;
        let to_play = options.stated_color("toPlay")?;
        let game = Game::set_up_as_stated(rule, board, to_play);
        Ok(Board::with_opening(
            game,
            &options,
            "Board.fromBoardString",
        )?)
    }

    /// Plays a stone of `color` (default: the side to play) on the empty `point` (a name
    /// such as `"h8"` or an index `row * size + col`), ruled by the referee on the board
    /// before it, and passes the turn to the other colour. Returns what the move did:
    /// `"five"` (a winning five), the forbidden kind's name (`"double-three"`,
    /// `"double-four"`, `"overline"`: a foul for that colour, the stone placed all the same)
    /// or `"allowed"`. The first five or foul ends the game (`result`); later moves are still
    /// placed and ruled, and change nothing of the result. Throws, placing nothing, for an
    /// occupied point, one off the board, a colour that played the move before (the
    /// referee's message: `it is white's move: black played the move before`), or no `color`
    /// where no side is known to play (a board set up with stones and no `toPlay`, before
    /// its first move; the message says what to pass).
    pub fn place(&mut self, point: JsValue, color: JsValue) -> Result<String, JsValue> {
        let p = point_arg(&point, self.game.size(), "point")?;
        let color = match (stated_color_arg(&color)?, self.game.to_play()) {
            (Some(color), _) | (None, Some(color)) => color,
            (None, None) => return Err(Fault::Value(NO_SIDE_TO_PLAY.to_string()).into()),
        };
        let verdict = self
            .game
            .play_as(p, color)
            .map_err(|e| Fault::Value(e.to_string()))?;
        Ok(verdict.to_string())
    }

    /// The player entitled to swap colours does, after the moves so far, judged by the
    /// referee against the places the opening rule allows a swap (a swap it allows none at
    /// is an opening foul: `result`, `opening`). The stones and the side to play stay as they
    /// are. Throws for a game made without `openingRule`.
    pub fn swap(&mut self) -> Result<(), JsValue> {
        self.game
            .swap()
            .map_err(|e| Fault::Value(format!("swap: {e}")).into())
    }

    /// `count` fifth-move offers are declared (by the player who makes them), after the moves
    /// so far, judged by the referee against the opening rule's bounds (a count out of them,
    /// or a declaration where the rule takes none, is an opening foul). `count` is a whole
    /// number from 0. Throws for a game made without `openingRule`.
    pub fn declare(&mut self, count: JsValue) -> Result<(), JsValue> {
        let Some(n) = count.as_f64() else {
            return Err(Fault::Type(format!(
                "declare: count must be a number of offers; got {}",
                type_name(&count)
            ))
            .into());
        };
        let count = u32::try_from(n as i64)
            .ok()
            .filter(|&c| f64::from(c) == n)
            .ok_or_else(|| {
                Fault::Value(format!(
                    "declare: count {n} is not a number of offers: a whole number from 0"
                ))
            })?;
        self.game
            .declare(count)
            .map_err(|e| Fault::Value(format!("declare: {e}")).into())
    }

    /// The fifth-move offers `points` (an array of points on the board), before the next
    /// move, which must be one of them: judged by the referee (the count the rule or the
    /// declaration asks, each on an empty point and given once, no two symmetrical; a
    /// fifth move that is not among them is judged when it is played). A foul of the offers
    /// is an opening foul (`result`, `opening`). Throws for a game made without
    /// `openingRule`, or a point that is no point of the board.
    pub fn offer(&mut self, points: JsValue) -> Result<(), JsValue> {
        let offers = points_arg(Some(points), "offer: points", self.game.size())?;
        self.game
            .offer(&offers)
            .map_err(|e| Fault::Value(format!("offer: {e}")).into())
    }

    /// Takes back the last move (never a set-up stone), gives the turn back to its colour
    /// (and undoes the result it decided, if any) and returns its point's name; `undefined`
    /// when no move is left.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|last| last.point.to_string())
    }

    /// Takes every stone off, the set-up ones too, and empties the history: an empty board
    /// of the same rule and size, black to play. In place: a page or an engine that plays
    /// many games keeps one board and clears it between them.
    pub fn clear(&mut self) {
        self.game.clear();
    }

    /// The stone at `point`: 0 empty, 1 black, 2 white (the codes of the cells).
    pub fn get(&self, point: JsValue) -> Result<u8, JsValue> {
        let p = point_arg(&point, self.game.size(), "point")?;
        Ok(match self.game.position().get(p) {
            None => 0,
            Some(Color::Black) => 1,
            Some(Color::White) => 2,
        })
    }

    /// `color`'s forbidden map (default black) as `size * size` kind codes, row-major (0 none,
    /// 1 double-three, 2 double-four, 3 overline), from the map the board keeps.
    #[wasm_bindgen(js_name = forbiddenMap)]
    pub fn forbidden_map(&self, color: JsValue) -> Result<Vec<u8>, JsValue> {
        let color = color_arg(&color, Color::Black)?;
        let size = self.game.size();
        let mut kinds = vec![0u8; size * size];
        // The buffer has the board's length, the one thing `write_map` refuses.
        let _ = self.game.position().write_map(color, &mut kinds);
        Ok(kinds)
    }

    /// Why `color` (default black) may or may not play at the empty `point`: the tree of
    /// `renju explain --json`, as `explain()` gives it.
    pub fn explain(&self, point: JsValue, color: JsValue) -> Result<JsValue, JsValue> {
        let p = point_arg(&point, self.game.size(), "point")?;
        let color = color_arg(&color, Color::Black)?;
        let board = self.game.position().board();
        let json = engine::explain_json(&board, self.game.rule(), p, color)?;
        Ok(crate::args::parse_json(&json)?)
    }

    /// The position as `size * size` cells, row-major from a1 (0 empty, 1 black, 2 white).
    pub fn cells(&self) -> Vec<u8> {
        self.game.position().cells()
    }

    /// Points on a side (5 to 26).
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.game.size()
    }

    /// The rule's name.
    #[wasm_bindgen(getter)]
    pub fn rule(&self) -> String {
        self.game.rule().name().to_string()
    }

    /// The side to play: `"black"` or `"white"` (the opponent of the colour that moved last;
    /// before the first move, the side the board was made with, black on an empty board), or
    /// `null` before the first move of a board set up with stones and no `toPlay` (not
    /// known: the first `place` gives its colour).
    #[wasm_bindgen(getter, js_name = toPlay)]
    pub fn to_play(&self) -> JsValue {
        self.game
            .to_play()
            .map_or(JsValue::NULL, |color| JsValue::from_str(color.name()))
    }

    /// The points of the moves, in order (not the set-up stones).
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> Vec<String> {
        self.game
            .moves()
            .iter()
            .map(|m| m.point.to_string())
            .collect()
    }

    /// How the game stands, as the referee gives it (`renju_referee::answer::outcome_json`):
    /// `{ result, winner, move, point, kind }` for a foul (`result` `"black-foul"` or
    /// `"white-foul"`, `winner` the opponent), `{ result, winner, move }` for a five
    /// (`"black-five"`, `"white-five"`), `{ result: "draw", winner: null, move, reason }` for
    /// a full board, and `{ result: "none", winner: null }` while nothing has ended the game.
    #[wasm_bindgen(getter)]
    pub fn result(&self) -> Result<JsValue, JsValue> {
        Ok(crate::args::parse_json(&outcome_json(
            &self.game.outcome(),
        ))?)
    }

    /// How the opening stands under the game's opening rule, as the referee gives it
    /// (`renju_referee::answer::opening_json`): the `opening` object of `replay`'s answers,
    /// `{ rule, symmetry, name, title, foul, unchecked }` (`name` and `title` the canonical
    /// opening's code and name once moves 1 to 3 make one, `foul` null or `{ move, kind,
    /// points, square?, symmetry?, sentence }`); `null` for a game made without
    /// `openingRule`.
    #[wasm_bindgen(getter)]
    pub fn opening(&self) -> Result<JsValue, JsValue> {
        match self.game.opening_judgement() {
            None => Ok(JsValue::NULL),
            Some(judged) => Ok(crate::args::parse_json(&opening_json(&judged))?),
        }
    }
}
