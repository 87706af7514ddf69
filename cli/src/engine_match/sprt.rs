//! The sequential probability ratio test that stops a match of two engines once its games
//! say, with the error rates asked for, whether the first is `elo1` stronger (H1) rather than
//! `elo0` (H0): `--sprt "elo0=0 elo1=10 alpha=0.05 beta=0.05"`, c-gomoku-cli's names.
//!
//! The log-likelihood ratio is the usual normal approximation for game results (each game 1,
//! 1/2 or 0 for the first engine): with `n` games, mean result `m` and variance `v` of a
//! game's result, and `s0`, `s1` the scores the logistic model gives `elo0` and `elo1`
//! (`1 / (1 + 10^(-elo/400))`), `LLR = n (s1 - s0) (2m - s0 - s1) / (2v)`. The test accepts H1
//! once `LLR >= ln((1 - beta) / alpha)` and H0 once `LLR <= ln(beta / (1 - alpha))`.

use std::fmt;
use std::str::FromStr;

/// An SPRT of H1 (`elo1`) against H0 (`elo0`) with error rates `alpha` (accepting H1 when H0
/// holds) and `beta` (accepting H0 when H1 holds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0 (default 0).
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds (default 0.05).
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds (default 0.05).
    pub beta: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// H0 accepted: the first engine is not `elo1` stronger.
    H0,
    /// H1 accepted: the first engine is `elo1` stronger, not `elo0`.
    H1,
}

/// The score the logistic model gives an Elo difference.
fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

impl Sprt {
    /// The log-likelihood ratio of the first engine's `wins`, `losses` and `draws` (0 with no
    /// games, or while every game had the same result: no variance to judge by).
    pub fn llr(&self, wins: u64, losses: u64, draws: u64) -> f64 {
        let n = (wins + losses + draws) as f64;
        if n == 0.0 {
            return 0.0;
        }
        let (w, l, d) = (wins as f64, losses as f64, draws as f64);
        let mean = (w + d / 2.0) / n;
        let variance = (w * (1.0 - mean).powi(2) + d * (0.5 - mean).powi(2) + l * mean.powi(2)) / n;
        if variance == 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The bounds the ratio is compared with: below the first H0 is accepted, above the
    /// second H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The decision after these games, if there is one yet.
    pub fn decide(&self, wins: u64, losses: u64, draws: u64) -> Option<Decision> {
        let llr = self.llr(wins, losses, draws);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Decision::H1)
        } else if llr <= lower {
            Some(Decision::H0)
        } else {
            None
        }
    }
}

impl FromStr for Sprt {
    type Err = String;

    /// `elo1=E1`, and optionally `elo0=E0`, `alpha=A`, `beta=B`, separated by spaces or
    /// commas.
    ///
    /// ```
    /// use renju_cli::engine_match::sprt::Sprt;
    /// let sprt: Sprt = "elo1=10 alpha=0.1".parse().unwrap();
    /// assert_eq!((sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta), (0.0, 10.0, 0.1, 0.05));
    /// assert!("elo0=5".parse::<Sprt>().is_err()); // no elo1
    /// assert!("elo1=10 alpha=0.7".parse::<Sprt>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Sprt, String> {
        let mut sprt = Sprt {
            elo0: 0.0,
            elo1: f64::NAN,
            alpha: 0.05,
            beta: 0.05,
        };
        for word in text.split([' ', ',']).filter(|w| !w.is_empty()) {
            let (name, value) = word
                .split_once('=')
                .ok_or_else(|| format!("`{word}` is not NAME=VALUE (elo0, elo1, alpha, beta)"))?;
            let value: f64 = value
                .parse()
                .ok()
                .filter(|v: &f64| v.is_finite())
                .ok_or_else(|| format!("`{word}`: {value:?} is not a number"))?;
            match name {
                "elo0" => sprt.elo0 = value,
                "elo1" => sprt.elo1 = value,
                "alpha" => sprt.alpha = value,
                "beta" => sprt.beta = value,
                _ => return Err(format!("`{name}` is none of elo0, elo1, alpha, beta")),
            }
        }
        if sprt.elo1.is_nan() {
            return Err("elo1=E1 is needed (the Elo difference of H1)".into());
        }
        if sprt.elo1 <= sprt.elo0 {
            return Err(format!(
                "elo1 ({}) must be above elo0 ({})",
                sprt.elo1, sprt.elo0
            ));
        }
        for (name, p) in [("alpha", sprt.alpha), ("beta", sprt.beta)] {
            if !(p > 0.0 && p < 0.5) {
                return Err(format!("{name} ({p}) must be between 0 and 0.5"));
            }
        }
        Ok(sprt)
    }
}

impl fmt::Display for Sprt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "elo0={} elo1={} alpha={} beta={}",
            self.elo0, self.elo1, self.alpha, self.beta
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{Decision, Sprt};

    fn sprt(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    #[test]
    fn sixty_wins_forty_losses_against_ten_elo() {
        // By hand: m = 0.6, v = (60 * 0.4^2 + 40 * 0.6^2) / 100 = 0.24; s0 = 0.5,
        // s1 = 1 / (1 + 10^-0.025) = 1 / 1.944061 = 0.514387;
        // LLR = 100 * 0.014387 * (1.2 - 1.014387) / 0.48 = 0.5563.
        let llr = sprt(0.0, 10.0).llr(60, 40, 0);
        assert!((llr - 0.5563).abs() < 5e-4, "{llr}");
        // ln(0.05 / 0.95) = -2.9444 and ln(0.95 / 0.05) = +2.9444: no decision yet.
        let (lower, upper) = sprt(0.0, 10.0).bounds();
        assert!((lower + 2.9444).abs() < 1e-4 && (upper - 2.9444).abs() < 1e-4);
        assert_eq!(sprt(0.0, 10.0).decide(60, 40, 0), None);
    }

    #[test]
    fn a_large_edge_accepts_h1_and_a_deficit_h0() {
        // 600-400: ten times the games of the case above, ten times the ratio (5.563).
        assert_eq!(sprt(0.0, 10.0).decide(600, 400, 0), Some(Decision::H1));
        // 400-600: m = 0.4, the same variance; LLR = 1000 * 0.014387 * (0.8 - 1.014387) / 0.48
        // = -6.43.
        let llr = sprt(0.0, 10.0).llr(400, 600, 0);
        assert!((llr + 6.426).abs() < 5e-3, "{llr}");
        assert_eq!(sprt(0.0, 10.0).decide(400, 600, 0), Some(Decision::H0));
    }

    #[test]
    fn no_games_or_no_variance_decide_nothing() {
        assert_eq!(sprt(0.0, 10.0).llr(0, 0, 0), 0.0);
        assert_eq!(sprt(0.0, 10.0).decide(5, 0, 0), None);
        assert_eq!(sprt(0.0, 10.0).decide(0, 0, 7), None);
    }
}
