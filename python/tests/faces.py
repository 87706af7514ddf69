"""The Python faces of the referee, record by record, for the cross-checks between bindings.

    python faces.py RECORDS [--format F] [--rule R] [--size N] [--plain OUT]

For each record of the file RECORDS, in order, two lines:

1. the record judged by ``renju_rules.replay`` (the referee's answer, as ``renju replay
   RECORDS --format F --rule R [--size N]`` prints it), as a compact JSON line;
2. ``{"game":ID,"standing":RESULT}``: the record played through ``renju_rules.Board`` (its
   set-up stones as the board's starting stones, the side to play the colour of its first
   move, then each move with its colour), RESULT being ``Board.result``; or
   ``{"game":ID,"refused":true}`` when the record could not be read, states a board of
   another size than ``--size``, or the board refused a stone or a move.

The two tell the same game (the tests hold them to it): the same five or foul at the same
move, but for a full board, which a record's answer calls "none" and ``Board.result``
"draw", and for errors, which are refusals.

With ``--plain OUT`` each record that could be read is also written to OUT, one line each,
for the C face: ``ID RULE SIZE TOKENS...``, separated by single spaces, where each token is
``s`` (a set-up stone) or ``m`` (a move), then ``b`` or ``w`` (its colour), ``:``, and the
point's name: ``sb:h8 sw:i9 mb:j10 mw:k11``. Set-up stones come first (black's, then
white's), then the moves in order. In ID, ``%``, white space and other characters that are
not printable are written as ``%`` and two upper-case hex digits per UTF-8 byte (``g 1`` is
``g%201``), so that a line always splits on spaces.
"""

import argparse
import json
import pathlib
import sys

import renju_rules as rr


def compact(value):
    """`value` as one compact JSON line, non-ASCII as it is (as the CLI writes it)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def plain_id(game_id):
    """`game_id` with "%", white space and unprintable characters percent-escaped."""
    out = []
    for ch in game_id:
        if ch == "%" or ch.isspace() or not ch.isprintable():
            out.extend(f"%{b:02X}" for b in ch.encode())
        else:
            out.append(ch)
    return "".join(out)


def plain_line(record, rule):
    """The plain line of a readable record (see the module's doc)."""
    tokens = [f"sb:{p}" for p in record.black] + [f"sw:{p}" for p in record.white]
    tokens += [f"m{color[0]}:{p}" for p, color in zip(record.moves, record.colors)]
    return " ".join([plain_id(record.id), rule, str(record.size), *tokens])


def standing(record, rule, size):
    """`Board.result` after `record` is played through a Board under `rule`, or None when
    it is refused (not read, another size than `size`, a stone or a move refused)."""
    if record.error is not None or (size is not None and record.size != size):
        return None
    first = record.colors[0] if record.colors else None
    try:
        board = rr.Board(rule=rule, black=record.black, white=record.white, to_play=first, size=record.size)
        for point, color in zip(record.moves, record.colors):
            board.place(point, color)
    except ValueError:
        return None
    return board.result


def main(argv=None, out=sys.stdout):
    """Runs the script on `argv` (default the command line's), writing to `out`; returns
    the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("records", help="a game-record file")
    parser.add_argument("--format", default="auto", help="auto, moves, rif, sgf, psq or renlib")
    parser.add_argument("--rule", default=rr.DEFAULT_RULE, help="a rule variant's name")
    parser.add_argument("--size", type=int, help="the board size asked for (renju replay --size)")
    parser.add_argument("--plain", help="also write each readable record here, for the C face")
    args = parser.parse_args(argv)

    with open(args.records, "rb") as f:
        text = f.read()
    answers = rr.replay(text, format=args.format, rule=args.rule, size=args.size, name=args.records)
    default_size = args.size or rr.Rule(args.rule).board_size
    records = list(rr.read_games(pathlib.Path(args.records), format=args.format, default_size=default_size))
    if len(records) != len(answers):
        print(f"faces: {len(answers)} answers but {len(records)} records", file=sys.stderr)
        return 1
    plain = open(args.plain, "w", encoding="utf-8") if args.plain else None
    try:
        for answer, record in zip(answers, records):
            out.write(compact(answer) + "\n")
            result = standing(record, args.rule, args.size)
            if result is None:
                out.write(compact({"game": record.id, "refused": True}) + "\n")
            else:
                out.write(compact({"game": record.id, "standing": result}) + "\n")
            if plain is not None and record.error is None:
                plain.write(plain_line(record, args.rule) + "\n")
    finally:
        if plain is not None:
            plain.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
