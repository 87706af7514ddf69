#!/usr/bin/env python3
"""A Gomocup brain written from the protocol's text alone, with the standard library only:
it stands in for an engine that is not from this repository in the tests of `renju match`.

It knows nothing of forbidden moves. It plays a five when it has one, blocks the opponent's
five when it can, and otherwise a random empty point next to the stones (the centre first).
Usage: gomocup_brain.py [SEED]
"""

import random
import sys


class Brain:
    def __init__(self, seed):
        self.size = 0
        self.board = {}  # (x, y) -> 1 (mine) or 2 (the opponent's)
        self.random = random.Random(seed)

    def reply(self, text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    def line_length(self, x, y, who, dx, dy):
        n = 1
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while self.board.get((cx, cy)) == who:
                n += 1
                cx, cy = cx + sign * dx, cy + sign * dy
        return n

    def makes_five(self, x, y, who):
        return any(
            self.line_length(x, y, who, dx, dy) >= 5
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1))
        )

    def empty_points(self):
        return [
            (x, y)
            for y in range(self.size)
            for x in range(self.size)
            if (x, y) not in self.board
        ]

    def choose(self):
        empty = self.empty_points()
        if not empty:
            return None
        for who in (1, 2):
            for point in empty:
                if self.makes_five(point[0], point[1], who):
                    return point
        if not self.board:
            return (self.size // 2, self.size // 2)
        near = [
            (x, y)
            for (x, y) in empty
            if any(
                (x + dx, y + dy) in self.board
                for dx in (-1, 0, 1)
                for dy in (-1, 0, 1)
            )
        ]
        return self.random.choice(near or empty)

    def play(self):
        point = self.choose()
        if point is None:
            self.reply("ERROR the board is full")
            return
        self.board[point] = 1
        self.reply("%d,%d" % point)

    def parse_xy(self, text):
        parts = text.split(",")
        return int(parts[0]), int(parts[1])

    def run(self):
        lines = iter(sys.stdin.readline, "")
        for raw in lines:
            words = raw.strip().split(None, 1)
            if not words:
                continue
            command = words[0].upper()
            rest = words[1] if len(words) > 1 else ""
            if command == "START":
                size = int(rest)
                if 5 <= size <= 100:
                    self.size, self.board = size, {}
                    self.reply("OK")
                else:
                    self.reply("ERROR unsupported size")
            elif command == "RESTART":
                self.board = {}
                self.reply("OK")
            elif command == "INFO":
                pass  # timeout_turn, timeout_match, max_memory, rule: this brain is fast
            elif command == "BEGIN":
                self.play()
            elif command == "TURN":
                self.board[self.parse_xy(rest)] = 2
                self.play()
            elif command == "TAKEBACK":
                self.board.pop(self.parse_xy(rest), None)
                self.reply("OK")
            elif command == "BOARD":
                self.board = {}
                for line in lines:
                    line = line.strip()
                    if line.upper() == "DONE":
                        break
                    x, y, field = (int(v) for v in line.split(","))
                    self.board[(x, y)] = 1 if field == 1 else 2
                self.play()
            elif command == "ABOUT":
                self.reply('name="pybrain", version="1.0", author="tests", country="-"')
            elif command == "END":
                return
            else:
                self.reply("UNKNOWN " + command)


if __name__ == "__main__":
    Brain(int(sys.argv[1]) if len(sys.argv) > 1 else 0).run()
