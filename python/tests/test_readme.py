"""The repository README's Python example runs as written (python/README.md's are run by
test_package.py)."""

import renju_rules as rr


def test_the_repository_readme_python_example_runs(repo):
    text = (repo / "README.md").read_text()
    blocks = [part.split("```", 1)[0] for part in text.split("```python\n")[1:]]
    assert blocks
    namespace = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)  # its assert is the check
    for block in blocks[1:]:  # any later example, in order
        exec(compile(block, "README.md", "exec"), {})
    # RIF 9.3's double-three: black f8 g8 h9 h10, h8 ([row 7, col 7]) forbidden, nothing else.
    assert rr.forbidden_points(black=["f8", "g8", "h9", "h10"]) == {"h8": "double-three"}
    assert (rr.forbidden(namespace["board"]) > 0).sum() == 1
