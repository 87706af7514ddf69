#!/usr/bin/env python3
"""Holds the faces' answers to one records file equal (tests/faces/run.sh calls it).

usage: compare.py CLI PY NODE C LABEL
- CLI: `renju replay`'s lines (one answer per record);
- PY, NODE: the Python and Node face scripts' lines: per record its replay answer, then a
  line `{"game": ID, "standing": ...}` or `{"game": ID, "refused": true}` from the face's Game;
- C: the C face's standing lines, for the records Python wrote as plain games.
Checks: the replay answers of Python and Node equal the CLI's byte for byte; the standings of
Python, Node and C are equal; and each standing says what the CLI's answer says (the same
result, deciding move, point and kind; a draw is the answer's "none"; a refused game is the
answer's error line). Exits 1 naming the first differences.
"""
import json
import sys

cli_path, py_path, node_path, c_path, label = sys.argv[1:6]


def lines(path):
    with open(path) as f:
        return [line.rstrip("\n") for line in f if line.strip()]


def split(face_lines):
    answers, standings = [], []
    for line in face_lines:
        value = json.loads(line)
        (standings if "standing" in value or "refused" in value else answers).append(line)
    return answers, standings


failures = []


def fail(message):
    failures.append(message)


cli = lines(cli_path)
py_answers, py_standings = split(lines(py_path))
node_answers, node_standings = split(lines(node_path))
c_standings = lines(c_path)

for face, answers in (("python", py_answers), ("node", node_answers)):
    if len(answers) != len(cli):
        fail(f"{face}: {len(answers)} replay answers, the CLI {len(cli)}")
    for i, (a, b) in enumerate(zip(answers, cli)):
        if a != b:
            fail(f"{face} replay answer {i + 1} differs:\n  {face}: {a}\n  cli:    {b}")
            break

# Standings are compared as values (each face writes JSON its own way).
if [json.loads(a) for a in py_standings] != [json.loads(b) for b in node_standings]:
    for a, b in zip(py_standings, node_standings):
        if json.loads(a) != json.loads(b):
            fail(f"standings differ:\n  python: {a}\n  node:   {b}")
            break
    else:
        fail(f"{len(py_standings)} python standings, {len(node_standings)} node standings")

by_id = {json.loads(line)["game"]: json.loads(line) for line in py_standings}
for line in c_standings:
    game = json.loads(line)["game"]
    if by_id.get(game) != json.loads(line):
        fail(f"C standing of {game} differs:\n  c:      {line}\n  python: {by_id.get(game)}")
        break
if not c_standings:
    fail("the C face answered no game")

# Each standing against the CLI's answer to the same record.
for answer_line, standing_line in zip(cli, py_standings):
    answer, standing = json.loads(answer_line), json.loads(standing_line)
    if "error" in answer or standing.get("refused"):
        if not ("error" in answer and standing.get("refused")):
            fail(f"one face refused what another judged:\n  cli: {answer_line}\n  game: {standing_line}")
        continue
    s = standing["standing"]
    result = "none" if s["result"] == "draw" else s["result"]
    decided = answer["foul"] or answer["five"]
    expected = (answer["result"], decided and decided["move"], (answer["foul"] or {}).get("point"), (answer["foul"] or {}).get("kind"))
    got = (result, s.get("move") if s["result"] != "draw" else None, s.get("point"), s.get("kind"))
    if expected != got:
        fail(f"the game and the replay disagree:\n  cli: {answer_line}\n  game: {standing_line}")

if failures:
    print(f"{label}: FAILED")
    for f in failures[:10]:
        print(f)
    sys.exit(1)
print(f"{label}: {len(cli)} records, {len(c_standings)} played from C: every face agrees")
