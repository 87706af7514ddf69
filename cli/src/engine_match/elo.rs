//! The Elo difference a score shows, with its 95% error bar: the logistic model, in which an
//! engine `D` points stronger scores `1 / (1 + 10^(-D/400))`, so a score `s` (wins and half
//! the draws, over the games) means `D = -400 log10(1/s - 1)`. The error bar is that of the
//! score, ±1.96 standard errors of a game's mean result (each game 1, 1/2 or 0), taken
//! through the same formula: half the width of the Elo interval.

use std::fmt;

/// An Elo estimate from a match's wins, losses and draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    /// The score, 0 to 1.
    pub score: f64,
    /// The Elo difference (infinite for a score of 0 or 1; NaN with no games).
    pub diff: f64,
    /// Half the width of the 95% interval (infinite when the interval reaches 0 or 1).
    pub error: f64,
}

/// `D` for the score `s`.
fn elo_of_score(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

impl Elo {
    /// The estimate for `wins`, `losses` and `draws` of the first engine.
    pub fn of(wins: u64, losses: u64, draws: u64) -> Elo {
        let n = (wins + losses + draws) as f64;
        let (w, l, d) = (wins as f64, losses as f64, draws as f64);
        let score = (w + d / 2.0) / n;
        let variance =
            (w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2)) / n;
        let margin = 1.96 * (variance / n).sqrt();
        let (low, high) = (score - margin, score + margin);
        let error = if low <= 0.0 || high >= 1.0 {
            f64::INFINITY
        } else {
            (elo_of_score(high) - elo_of_score(low)) / 2.0
        };
        Elo {
            score,
            diff: elo_of_score(score),
            error,
        }
    }
}

impl fmt::Display for Elo {
    /// `+70.4 ± 70.6 (score 60.0%)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.diff.is_nan() {
            return write!(f, "no games");
        }
        write!(
            f,
            "{:+.1} ± {:.1} (score {:.1}%)",
            self.diff + 0.0, // -0.0 shown as 0.0
            self.error,
            100.0 * self.score
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_wins_forty_losses() {
        // By hand: s = 60/100 = 0.6; D = -400 log10(1/0.6 - 1) = -400 log10(2/3)
        // = 400 x 0.176091 = 70.437. Variance of a game = (60 x 0.4^2 + 40 x 0.6^2)/100 = 0.24;
        // standard error = sqrt(0.24/100) = 0.048990; margin = 1.96 x 0.048990 = 0.096018.
        // Interval of s: 0.503982 .. 0.696018; D there: -400 log10(0.984200) = 2.767 and
        // -400 log10(0.436744) = 143.910; half the width = (143.910 - 2.767)/2 = 70.572.
        let elo = Elo::of(60, 40, 0);
        assert!((elo.score - 0.6).abs() < 1e-12);
        assert!((elo.diff - 70.437).abs() < 0.001, "{}", elo.diff);
        assert!((elo.error - 70.572).abs() < 0.002, "{}", elo.error);
        assert_eq!(elo.to_string(), "+70.4 ± 70.6 (score 60.0%)");
    }

    #[test]
    fn an_even_score_is_zero_and_draws_narrow_the_bar() {
        // 10 wins, 10 losses: s = 0.5, D = 0. Variance = 20 x 0.25 / 20 = 0.25; margin =
        // 1.96 x sqrt(0.25/20) = 0.219135; D(0.719135) = -400 log10(0.390560) = 163.32,
        // symmetric, so the bar is 163.3.
        let elo = Elo::of(10, 10, 0);
        assert_eq!(elo.diff, 0.0);
        assert!((elo.error - 163.32).abs() < 0.01, "{}", elo.error);
        // 5 wins, 5 losses, 10 draws: the same score, variance 10 x 0.25 / 20 = 0.125, a
        // narrower bar: margin = 1.96 x sqrt(0.125/20) = 0.154952, D(0.654952) =
        // -400 log10(0.526829) = 400 x 0.278332 = 111.33.
        let drawn = Elo::of(5, 5, 10);
        assert!((drawn.error - 111.33).abs() < 0.01, "{}", drawn.error);
    }

    #[test]
    fn a_clean_sweep_has_no_finite_estimate() {
        let elo = Elo::of(10, 0, 0);
        assert!(elo.diff.is_infinite() && elo.diff > 0.0);
        assert_eq!(Elo::of(0, 0, 0).to_string(), "no games");
    }
}
