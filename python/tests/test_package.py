"""The package as a user meets it: the README's check, stubs that match the module, a
docstring on everything public, py.typed shipped."""

import ast
import inspect
import pathlib

import numpy as np
import renju_rules as rr
from renju_rules import _core

STUB = pathlib.Path(_core.__file__).with_name("_core.pyi")


def test_the_readme_check_prints_zero():
    # python -c "import renju_rules as rr, numpy as np; print(rr.forbidden(np.zeros((15,15),np.uint8)).sum())"
    assert rr.forbidden(np.zeros((15, 15), np.uint8)).sum() == 0


def test_py_typed_and_stubs_are_installed():
    assert STUB.is_file()
    assert STUB.with_name("py.typed").is_file()


def stub_names():
    tree = ast.parse(STUB.read_text())
    names, methods = set(), set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        if isinstance(node, ast.ClassDef):
            methods |= {f"{node.name}.{n.name}" for n in node.body if isinstance(n, ast.FunctionDef)}
    return names, methods


def test_the_stubs_name_exactly_what_the_module_has():
    names, methods = stub_names()
    public = {n for n in dir(_core) if not n.startswith("_")} | {"__version__"}
    aliases = {"Point", "Kind", "Verdict", "Color", "Format", "RuleInfo", "Restricts", "SettingInWords", "PathLike", "Standing",
               "Reading", "OpeningFoulKind", "OpeningRuleInfo", "OpeningFoul", "Opening", "RecordOpening"}  # the stub's only
    assert names - aliases == public
    # The package adds one name of its own: Game, Board's second name.
    assert set(rr.__all__) == public | {"Game"}
    assert rr.Game is rr.Board
    for cls in ("Board", "GameRecord", "Rule"):
        have = {f"{cls}.{n}" for n in dir(getattr(rr, cls)) if not n.startswith("_")}
        have |= {f"{cls}.__init__"} if cls in ("Board", "Rule") else set()
        assert {m for m in methods if m.startswith(f"{cls}.")} == have, cls


def test_the_stub_signatures_match():
    tree = ast.parse(STUB.read_text())
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            runtime = inspect.signature(getattr(_core, node.name))
            assert [a.arg for a in node.args.args] == list(runtime.parameters), node.name


def test_everything_public_has_a_docstring():
    for name in ("forbidden", "forbidden_points", "rules", "read_games", "replay", "opening_rules",
                 "symmetric_offers", "Board", "GameRecord", "Rule"):
        assert len(getattr(rr, name).__doc__ or "") > 40, name
    for cls in (rr.Board, rr.GameRecord, rr.Rule):
        for name in dir(cls):
            if not name.startswith("_"):
                assert getattr(cls, name).__doc__, f"{cls.__name__}.{name}"
    assert rr.__doc__ and _core.__doc__


def test_the_readme_examples_run(repo):
    # Every ```python block of python/README.md, in order, in one namespace.
    text = (repo / "python" / "README.md").read_text()
    blocks = [part.split("```", 1)[0] for part in text.split("```python\n")[1:]]
    assert len(blocks) >= 2
    namespace = {}
    for block in blocks:
        exec(compile(block, "python/README.md", "exec"), namespace)
    mask = namespace["action_mask"](rr.Board(black=["f8", "g8", "h9", "h10"], to_play="black"))
    assert mask[112] == 0 and mask.sum() == 225 - 4 - 1
