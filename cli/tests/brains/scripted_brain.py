#!/usr/bin/env python3
"""A Gomocup brain that plays the moves given on its command line, in order (`x,y` each, as
the protocol writes them), then a line that is no move. The tests of `renju match` use it to
check how the protocol's coordinates map to point names. Standard library only."""

import sys

moves = iter(sys.argv[1:])
for raw in iter(sys.stdin.readline, ""):
    command = raw.strip().split(None, 1)[0].upper() if raw.strip() else ""
    if command == "START":
        print("OK", flush=True)
    elif command in ("BEGIN", "TURN"):
        print(next(moves, "no more moves"), flush=True)
    elif command == "BOARD":
        for line in iter(sys.stdin.readline, ""):
            if line.strip().upper() == "DONE":
                break
        print(next(moves, "no more moves"), flush=True)
    elif command == "END":
        break
    elif command and command != "INFO":
        # The protocol's answer to any other command (ABOUT among them).
        print("UNKNOWN " + command, flush=True)
