//! A refused request: its status and a message, answered as `{"error": "..."}`.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

/// Why a request is refused: the status and what is wrong, naming the field or the path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status (a 4xx).
    pub status: StatusCode,
    /// What is wrong.
    pub message: String,
}

impl ApiError {
    /// A 400 Bad Request.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            message: message.into(),
        }
    }

    /// The error with `status`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        #[derive(serde::Serialize)]
        struct Body<'a> {
            error: &'a str,
        }
        // A string always serializes.
        let mut body = serde_json::to_vec(&Body {
            error: &self.message,
        })
        .unwrap_or_default();
        body.push(b'\n');
        (
            self.status,
            [(header::CONTENT_TYPE, "application/json")],
            body,
        )
            .into_response()
    }
}

/// The 400 for a body serde_json could not read: `not JSON: …` for bad syntax, else what
/// serde says is wrong (an unknown or repeated field, a value of the wrong type).
pub fn json_error(e: serde_json::Error) -> ApiError {
    ApiError::bad_request(crate::position_error::PositionError::from(e).to_string())
}
