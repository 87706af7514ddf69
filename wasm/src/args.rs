//! JavaScript arguments read strictly: cells, sizes, points, colours, rules and option
//! objects, each checked at the boundary. A value of the wrong type is a `TypeError`, a bad
//! value an `Error`, each naming the argument (and the cell, point or option) and what was
//! found; nothing is coerced silently (a string is no size, 256 is no cell, `colour` is no
//! option).

use crate::engine;
use js_sys::{Array, ArrayBuffer, Object, Reflect, Uint8Array, Uint8ClampedArray};
use renju::{Color, Point, Rule};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Why an argument was refused: its JavaScript error is a `TypeError` for a value of the
/// wrong type, an `Error` for a bad value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A value of the wrong type.
    Type(String),
    /// A bad value (or an answer the runtime refuses: an occupied point).
    Value(String),
}

impl From<Fault> for JsValue {
    fn from(fault: Fault) -> JsValue {
        match fault {
            Fault::Type(message) => js_sys::TypeError::new(&message).into(),
            Fault::Value(message) => js_sys::Error::new(&message).into(),
        }
    }
}

impl From<String> for Fault {
    /// The runtime's messages are about values.
    fn from(message: String) -> Fault {
        Fault::Value(message)
    }
}

/// What a value is, for messages: `null`, `an array`, or its `typeof`.
pub fn type_name(value: &JsValue) -> String {
    if value.is_null() {
        "null".to_string()
    } else if Array::is_array(value) {
        "an array".to_string()
    } else {
        value.js_typeof().as_string().unwrap_or_else(|| "?".into())
    }
}

/// The bytes of `value`, a string (its UTF-8) or a `Uint8Array`, for `call`, which takes
/// `what` that way; a `TypeError` naming what was given otherwise.
pub fn text_bytes(value: &JsValue, call: &str, what: &str) -> Result<Vec<u8>, Fault> {
    if let Some(text) = value.as_string() {
        Ok(text.into_bytes())
    } else if let Some(bytes) = value.dyn_ref::<Uint8Array>() {
        Ok(bytes.to_vec())
    } else {
        Err(Fault::Type(format!(
            "{call} takes {what} as a string or a Uint8Array; got {}",
            type_name(value)
        )))
    }
}

/// Whether `value` is absent: `undefined` or `null`.
fn absent(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// An options argument (`{ rule, color }` …): `undefined`, `null` or a plain object whose
/// keys are all among the ones the call takes.
pub struct Options {
    object: Option<Object>,
    /// The call's name, for messages (`forbidden`).
    call: &'static str,
}

impl Options {
    /// Reads the options of `call`, which takes the keys `known`: an unknown key (a typo such
    /// as `colour`) is an error naming it and the keys taken.
    pub fn read(value: &JsValue, call: &'static str, known: &[&str]) -> Result<Options, Fault> {
        if absent(value) {
            return Ok(Options { object: None, call });
        }
        if !value.is_object() || Array::is_array(value) || value.is_function() {
            return Err(Fault::Type(format!(
                "{call}: the options must be an object such as {{ {} }}; got {}",
                known.join(", "),
                type_name(value)
            )));
        }
        let object: Object = value.clone().unchecked_into();
        for key in Object::keys(&object).iter() {
            let key = key.as_string().unwrap_or_default();
            if !known.contains(&key.as_str()) {
                return Err(Fault::Value(format!(
                    "{call}: unknown option {key:?}; the options are {}",
                    known.join(", ")
                )));
            }
        }
        Ok(Options {
            object: Some(object),
            call,
        })
    }

    /// The value of option `key`, `None` when it is absent (`undefined` or `null`).
    pub fn get(&self, key: &str) -> Option<JsValue> {
        let object = self.object.as_ref()?;
        let value = Reflect::get(object, &JsValue::from_str(key)).ok()?;
        (!absent(&value)).then_some(value)
    }

    /// Option `key` as a string, `None` when absent; what it must be is `expected` (for the
    /// message of a value of another type).
    pub fn string(&self, key: &str, expected: &str) -> Result<Option<String>, Fault> {
        let Some(value) = self.get(key) else {
            return Ok(None);
        };
        value.as_string().map(Some).ok_or_else(|| {
            Fault::Type(format!(
                "{}: option {key} must be {expected}; got {}",
                self.call,
                type_name(&value)
            ))
        })
    }

    /// Option `key` as a number, `None` when absent.
    pub fn number(&self, key: &str, expected: &str) -> Result<Option<f64>, Fault> {
        let Some(value) = self.get(key) else {
            return Ok(None);
        };
        value.as_f64().map(Some).ok_or_else(|| {
            Fault::Type(format!(
                "{}: option {key} must be {expected}; got {}",
                self.call,
                type_name(&value)
            ))
        })
    }

    /// Option `key` as a boolean, `false` when absent; another type (`"yes"`, 1) is a
    /// `TypeError`, not read as true.
    pub fn flag(&self, key: &str) -> Result<bool, Fault> {
        let Some(value) = self.get(key) else {
            return Ok(false);
        };
        value.as_bool().ok_or_else(|| {
            Fault::Type(format!(
                "{}: option {key} must be true or false; got {}",
                self.call,
                type_name(&value)
            ))
        })
    }

    /// The rule of option `rule` (a rule's name or alias), the default rule when absent.
    pub fn rule(&self) -> Result<&'static Rule, Fault> {
        match self.string("rule", "a rule name such as \"renju\" (see rules())")? {
            None => Ok(Rule::default_rule()),
            Some(name) => Ok(engine::rule_by_name(&name)?),
        }
    }

    /// The opening rule of option `openingRule` (a shipped rule's name, or a family's with
    /// another N: `soosorv-5`), `None` when absent; an unknown name is the referee's error.
    pub fn opening_rule(
        &self,
    ) -> Result<Option<&'static renju_referee::opening::OpeningRule>, Fault> {
        match self.string(
            "openingRule",
            "an opening rule's name such as \"rif\" (see openingRules())",
        )? {
            None => Ok(None),
            Some(name) => Ok(Some(engine::opening_rule_by_name(&name)?)),
        }
    }

    /// The reading of symmetrical offers of option `symmetry` (`"board"` or `"pattern"`),
    /// `None` when absent (the opening rule's own).
    pub fn symmetry(&self) -> Result<Option<renju_referee::opening::SymmetryReading>, Fault> {
        match self.string("symmetry", "\"board\" or \"pattern\"")? {
            None => Ok(None),
            Some(name) => Ok(Some(engine::symmetry_by_name(&name)?)),
        }
    }

    /// The colour of option `key` (`"black"` or `"white"`), `default` when absent.
    pub fn color(&self, key: &str, default: Color) -> Result<Color, Fault> {
        match self.string(key, "\"black\" or \"white\"")? {
            None => Ok(default),
            Some(name) => Ok(engine::color_by_name(&name)?),
        }
    }

    /// Option `key` as a colour (`"black"` or `"white"`), `None` when absent.
    pub fn stated_color(&self, key: &str) -> Result<Option<Color>, Fault> {
        self.string(key, "\"black\" or \"white\"")?
            .map(|name| engine::color_by_name(&name).map_err(Fault::from))
            .transpose()
    }
}

/// The board side `size` (a whole number of 5 to 26), or `rule`'s own board when absent.
pub fn size_arg(size: &JsValue, rule: &Rule) -> Result<usize, Fault> {
    let number = if absent(size) {
        None
    } else {
        Some(size.as_f64().ok_or_else(|| {
            Fault::Type(format!(
                "size must be a number, a board side of {} to {}; got {}",
                renju::MIN_SIZE,
                renju::MAX_SIZE,
                type_name(size)
            ))
        })?)
    };
    Ok(engine::board_size(number, rule)?)
}

/// The cells of a board of `size` points a side: a `Uint8Array` (or `Uint8ClampedArray`) of
/// `size * size` cells, or a plain array (or another typed array) of as many numbers, each 0
/// (empty), 1 (black) or 2 (white), row-major from a1. A bad cell is named by its index and
/// point.
pub fn cells_arg(cells: &JsValue, size: usize) -> Result<Vec<u8>, Fault> {
    let bytes = boards_arg(cells, size)?;
    if bytes.len() != size * size {
        return Err(Fault::Value(engine::length_message(bytes.len(), size)));
    }
    Ok(bytes)
}

/// The cells of one board or more of `size` points a side, one after another (`size * size`
/// cells each), read as [`cells_arg`] reads one board's: a length that is no positive
/// multiple of `size * size` is an error.
pub fn boards_arg(cells: &JsValue, size: usize) -> Result<Vec<u8>, Fault> {
    let bytes = if let Some(bytes) = cells.dyn_ref::<Uint8Array>() {
        bytes.to_vec()
    } else if let Some(bytes) = cells.dyn_ref::<Uint8ClampedArray>() {
        bytes.to_vec()
    } else if Array::is_array(cells) || is_typed_array(cells) {
        numbers_as_cells(cells, size)?
    } else {
        return Err(Fault::Type(format!(
            "cells must be a Uint8Array (or an array of numbers) of size * size cells; got {}",
            type_name(cells)
        )));
    };
    if bytes.is_empty() || !bytes.len().is_multiple_of(size * size) {
        return Err(Fault::Value(engine::length_message(bytes.len(), size)));
    }
    // The runtime checks every cell's value and names the first bad one.
    Ok(bytes)
}

/// Whether `value` is a typed array (a view on an `ArrayBuffer` that is not a `DataView`).
fn is_typed_array(value: &JsValue) -> bool {
    ArrayBuffer::is_view(value) && !value.is_instance_of::<js_sys::DataView>()
}

/// The cells of an array of numbers (an `Array`, or a typed array of another type): each a
/// whole number of 0 to 255 (the runtime then refuses what is not 0, 1 or 2, by name),
/// anything else refused here with the runtime's wording.
fn numbers_as_cells(cells: &JsValue, size: usize) -> Result<Vec<u8>, Fault> {
    let array = Array::from(cells);
    let len = array.length() as usize;
    if len == 0 || !len.is_multiple_of(size * size) {
        return Err(Fault::Value(engine::length_message(len, size)));
    }
    let mut bytes = Vec::with_capacity(len);
    for (index, value) in array.iter().enumerate() {
        let Some(number) = value.as_f64() else {
            return Err(Fault::Type(format!(
                "cell {index} of the cells is {}: a cell is the number 0 (empty), 1 (black) or 2 (white)",
                type_name(&value)
            )));
        };
        // A byte as it is (the runtime names any but 0, 1, 2), else the same message here.
        if number.fract() == 0.0 && (0.0..=255.0).contains(&number) {
            bytes.push(number as u8);
        } else {
            return Err(Fault::Value(engine::bad_cell_message(
                index,
                &number.to_string(),
                size,
            )));
        }
    }
    Ok(bytes)
}

/// The point `point` names on a board of `size` points a side: a name such as `"h8"` or a
/// row-major index `row * size + col`; `what` names the argument in messages.
pub fn point_arg(point: &JsValue, size: usize, what: &str) -> Result<Point, Fault> {
    if let Some(name) = point.as_string() {
        return engine::point_by_name(&name, size)
            .map_err(|e| Fault::Value(format!("{what}: {e}")));
    }
    if let Some(index) = point.as_f64() {
        return engine::point_by_index(index, size)
            .map_err(|e| Fault::Value(format!("{what}: {e}")));
    }
    Err(Fault::Type(format!(
        "{what} must be a point name such as \"h8\" or an index row * {size} + col; got {}",
        type_name(point)
    )))
}

/// The points of the array `points` (`None`: no points), each as [`point_arg`] reads it; a
/// bad one is named with its place in the list called `list`.
pub fn points_arg(points: Option<JsValue>, list: &str, size: usize) -> Result<Vec<Point>, Fault> {
    let Some(points) = points else {
        return Ok(Vec::new());
    };
    if !Array::is_array(&points) {
        return Err(Fault::Type(format!(
            "{list} must be an array of points such as [\"h8\", \"g8\"]; got {}",
            type_name(&points)
        )));
    }
    let array: Array = points.unchecked_into();
    array
        .iter()
        .enumerate()
        .map(|(i, p)| point_arg(&p, size, &format!("{list}[{i}]")))
        .collect()
}

/// The colour argument `color` (`"black"` or `"white"`), `default` when absent.
pub fn color_arg(color: &JsValue, default: Color) -> Result<Color, Fault> {
    Ok(stated_color_arg(color)?.unwrap_or(default))
}

/// The colour `color` names (`"black"` or `"white"`), or `None` when it is absent
/// (`undefined` or `null`).
pub fn stated_color_arg(color: &JsValue) -> Result<Option<Color>, Fault> {
    if absent(color) {
        return Ok(None);
    }
    let name = color.as_string().ok_or_else(|| {
        Fault::Type(format!(
            "color must be \"black\" or \"white\"; got {}",
            type_name(color)
        ))
    })?;
    Ok(Some(engine::color_by_name(&name)?))
}

/// A JSON text made by the crate as a JavaScript value.
pub fn parse_json(text: &str) -> Result<JsValue, Fault> {
    js_sys::JSON::parse(text).map_err(|_| Fault::Value("an answer that is not JSON".to_string()))
}
