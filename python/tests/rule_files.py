"""The rule variants as the repository's rule files state them (rules-spec/*.toml), read
here independently of the package: tests that go over the variants take them from here,
so that a new rule file needs no edit to the tests."""

import pathlib
import tomllib

SPECS = pathlib.Path(__file__).resolve().parents[2] / "rules-spec"


class RuleFile:
    """One rule file: its name, board size, aliases and what each colour may not make."""

    def __init__(self, path):
        spec = tomllib.loads(path.read_text())
        self.name = spec["name"]
        self.board_size = spec["board-size"]
        self.aliases = spec.get("aliases", [])
        self.forbidden = {color: set(spec[color]["forbidden"]) for color in ("black", "white")}


def rule_files():
    """Every rule file, by file name."""
    return [RuleFile(p) for p in sorted(SPECS.glob("*.toml"))]


def names(restricting=None):
    """The variants' names; with `restricting="black"` (or "white") only those that forbid
    that colour something."""
    return [r.name for r in rule_files() if restricting is None or r.forbidden[restricting]]
