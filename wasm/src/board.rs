//! `Board`: one position of any size played move by move, its forbidden maps kept up to date
//! as stones come and go (the runtime's `AnyIncrementalBoard`), as Python's `Board` is.

use crate::args::{color_arg, point_arg, points_arg, size_arg, text_bytes, Fault, Options};
use crate::engine;
use renju::{AnyIncrementalBoard, Color, Point};
use wasm_bindgen::prelude::*;

/// A position played move by move under one rule; see the package's `index.d.ts`.
#[wasm_bindgen]
pub struct Board {
    game: AnyIncrementalBoard,
    to_play: Color,
    /// Points placed with `place`, in order (what `undo` takes back).
    moves: Vec<Point>,
}

#[wasm_bindgen]
impl Board {
    /// `new Board({ rule, size, black, white, toPlay })`: an empty board (or one holding the
    /// stones `black` and `white`, which `undo` does not take back) of `size` points a side
    /// (default the rule's own board) under `rule` (default `"renju"`). The side to play is
    /// `toPlay`, or black when both colours have as many stones, else white.
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue) -> Result<Board, JsValue> {
        let options = Options::read(
            &options,
            "new Board",
            &["rule", "size", "black", "white", "toPlay"],
        )?;
        let rule = options.rule()?;
        let size = size_arg(&options.get("size").unwrap_or(JsValue::UNDEFINED), rule)?;
        let black = points_arg(options.get("black"), "black", size)?;
        let white = points_arg(options.get("white"), "white", size)?;
        let even = if black.len() == white.len() {
            Color::Black
        } else {
            Color::White
        };
        let to_play = options.color("toPlay", even)?;
        let game = AnyIncrementalBoard::from_stones(rule, size, &black, &white)
            .map_err(|e| Fault::Value(e.to_string()))?;
        Ok(Board {
            game,
            to_play,
            moves: Vec::new(),
        })
    }

    /// `Board.fromBoardString(text, { rule, size, toPlay })`: the board a board string
    /// describes (`size * size` characters, the rows joined, the top row first, each from
    /// column a: `.` empty, `x` or `X` black, `o` or `O` white; the runtime's board strings),
    /// read by the runtime. `text` is a string or a `Uint8Array` of its bytes; `rule`,
    /// `size` (default the rule's own board) and `toPlay` are as for `new Board`, the side
    /// to play by default black when both colours have as many stones, else white. The
    /// stones are not taken back by `undo`. Throws a `TypeError` for a `text` of another
    /// type, an `Error` with the runtime's message for the wrong length or a character that
    /// is no point (named by its byte index and value).
    #[wasm_bindgen(js_name = fromBoardString)]
    pub fn from_board_string(text: JsValue, options: JsValue) -> Result<Board, JsValue> {
        let options = Options::read(
            &options,
            "Board.fromBoardString",
            &["rule", "size", "toPlay"],
        )?;
        let rule = options.rule()?;
        let size = size_arg(&options.get("size").unwrap_or(JsValue::UNDEFINED), rule)?;
        let bytes = text_bytes(&text, "Board.fromBoardString", "the board string")?;
        let board = engine::board_of_string(size, &bytes).map_err(Fault::Value)?;
        let even = if board.stones(Color::Black).len() == board.stones(Color::White).len() {
            Color::Black
        } else {
            Color::White
        };
        let to_play = options.color("toPlay", even)?;
        Ok(Board {
            game: board.incremental(rule),
            to_play,
            moves: Vec::new(),
        })
    }

    /// Puts a stone of `color` (default: the side to play) on the empty `point` (a name such
    /// as `"h8"` or an index `row * size + col`) and passes the turn to the other colour.
    /// Returns what the move did: `"five"` (a winning five), the forbidden kind's name
    /// (`"double-three"`, `"double-four"`, `"overline"`: a foul for that colour, the stone
    /// placed all the same) or `"allowed"`. Throws for an occupied point or one off the board.
    pub fn place(&mut self, point: JsValue, color: JsValue) -> Result<String, JsValue> {
        let p = point_arg(&point, self.game.size(), "point")?;
        let color = color_arg(&color, self.to_play)?;
        let verdict = self
            .game
            .place(p, color)
            .map_err(|e| Fault::Value(e.to_string()))?;
        self.moves.push(p);
        self.to_play = color.opponent();
        Ok(verdict.to_string())
    }

    /// Takes back the last stone placed with `place`, gives the turn back to its colour and
    /// returns its point's name; `undefined` when no stone placed with `place` is left.
    pub fn undo(&mut self) -> Option<String> {
        self.moves.pop()?;
        let (p, color) = self.game.undo()?;
        self.to_play = color;
        Some(p.to_string())
    }

    /// Takes every stone off, the starting ones too, and empties the history: an empty board
    /// of the same rule and size, black to play. In place: a page or an engine that plays
    /// many games keeps one board and clears it between them.
    pub fn clear(&mut self) {
        self.game.clear();
        self.moves.clear();
        self.to_play = Color::Black;
    }

    /// The stone at `point`: 0 empty, 1 black, 2 white (the codes of the cells).
    pub fn get(&self, point: JsValue) -> Result<u8, JsValue> {
        let p = point_arg(&point, self.game.size(), "point")?;
        Ok(match self.game.get(p) {
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
        let _ = self.game.write_map(color, &mut kinds);
        Ok(kinds)
    }

    /// Why `color` (default black) may or may not play at the empty `point`: the tree of
    /// `renju explain --json`, as `explain()` gives it.
    pub fn explain(&self, point: JsValue, color: JsValue) -> Result<JsValue, JsValue> {
        let p = point_arg(&point, self.game.size(), "point")?;
        let color = color_arg(&color, Color::Black)?;
        let board = self.game.board();
        let json = engine::explain_json(&board, self.game.rule(), p, color)?;
        Ok(crate::args::parse_json(&json)?)
    }

    /// The position as `size * size` cells, row-major from a1 (0 empty, 1 black, 2 white).
    pub fn cells(&self) -> Vec<u8> {
        self.game.cells()
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

    /// The side to play: `"black"` or `"white"`.
    #[wasm_bindgen(getter, js_name = toPlay)]
    pub fn to_play(&self) -> String {
        self.to_play.name().to_string()
    }

    /// The points placed with `place`, in order (not the stones the board was made with).
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> Vec<String> {
        self.moves.iter().map(Point::to_string).collect()
    }
}
