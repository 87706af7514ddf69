//! Writes N games for timing `renju replay`, in `moves` or `rif` format, on stdout:
//!
//! ```sh
//! cargo run --release -p renju-cli --example replay_games -- 100000 moves > games.txt
//! cargo run --release -p renju-cli --example replay_games -- 100000 rif > games.rif
//! ```
//!
//! Each game grows like a real one, from h8, every stone within 2 points of one of the last
//! six stones (now and then of any stone), for 60 moves; the records go on past a five, as a
//! careless transcription would (such games are answered with `"moves_after_end"`). The
//! games are the same on every run (a fixed seed).

use std::io::{self, BufWriter, Write};

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

fn game(rng: &mut Rng) -> String {
    let mut stones: Vec<(i32, i32)> = vec![(7, 7)];
    let mut taken = [[false; 15]; 15];
    taken[7][7] = true;
    while stones.len() < 60 {
        let pool = if rng.below(10) == 0 {
            &stones[..]
        } else {
            &stones[stones.len().saturating_sub(6)..]
        };
        let (c, r) = pool[rng.below(pool.len() as u64) as usize];
        let (c, r) = (c + rng.below(5) as i32 - 2, r + rng.below(5) as i32 - 2);
        if (0..15).contains(&c) && (0..15).contains(&r) && !taken[c as usize][r as usize] {
            taken[c as usize][r as usize] = true;
            stones.push((c, r));
        }
    }
    let names: Vec<String> = stones
        .iter()
        .map(|&(c, r)| format!("{}{}", char::from(b'a' + c as u8), r + 1))
        .collect();
    names.join(" ")
}

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let rif = args.get(2).is_some_and(|f| f == "rif");
    let mut out = BufWriter::new(io::stdout().lock());
    let mut rng = Rng(2026);
    if rif {
        writeln!(
            out,
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<games>"
        )?;
    }
    for i in 1..=n {
        let moves = game(&mut rng);
        if rif {
            writeln!(
                out,
                "<game id=\"{i}\" rule=\"1\" black=\"1\" white=\"2\" bresult=\"0.5\">\n<move>{moves}</move>\n</game>"
            )?;
        } else {
            writeln!(out, "g{i}: {moves}")?;
        }
    }
    if rif {
        writeln!(out, "</games>\n</database>")?;
    }
    out.flush()
}
