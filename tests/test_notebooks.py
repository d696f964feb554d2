"""Notebooks: code cells linted as one program, reported by cell, magics neutralised, fixed in place."""
import json
import sys

import nbformat
import pytest

from autograd_lint.config import Config
from autograd_lint.analysis import select_rules
from autograd_lint.engine import lint_paths
from autograd_lint.notebooks import build_virtual, lint_notebook, locate

SETUP = "import torch\nfrom torch import nn, optim"
MODELS = ("netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)\n"
          "optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())")
LOOP = ("for _ in range(3):\n"
        "    fake = netG(torch.randn(2, 4))\n"
        "    optD.zero_grad()\n"
        "    lossD = netD(fake).mean()\n"
        "    lossD.backward()\n"
        "    optD.step()")


def make_notebook(path, cells, language="python"):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "k", "language": language, "display_name": "K"}
    nb.metadata["custom"] = {"keep": [1, 2]}
    for kind, source in cells:
        if kind == "md":
            nb.cells.append(nbformat.v4.new_markdown_cell(source))
        else:
            cell = nbformat.v4.new_code_cell(source)
            cell.execution_count = len(nb.cells) + 1
            cell.outputs = [nbformat.v4.new_output("stream", text=f"out {len(nb.cells)}\n")]
            cell.metadata["tags"] = ["t"]
            nb.cells.append(cell)
    nbformat.write(nb, str(path))
    return str(path)


def gan_notebook(tmp_path, name="gan.ipynb", loop=LOOP):
    return make_notebook(tmp_path / name, [("md", "# A GAN"), ("code", SETUP), ("code", MODELS),
                                           ("md", "## training"), ("code", loop)])


def lint(path):
    return lint_notebook(path, select_rules(Config()), Config())


def test_loop_split_over_cells_reported_by_cell(tmp_path, run_cli):
    path = gan_notebook(tmp_path)
    code, out, err = run_cli(path)
    assert code == 1
    assert out == (f"{path}:cell_5:4:18: AGL001 'fake' from netG reaches the update of optD "
                   f"through netD; use fake.detach()\n")
    finding = lint(path)[0][0]
    assert (finding.cell, finding.line, finding.end_line) == (5, 4, 4)
    backward = next(r for r in finding.related if r.note.startswith("backward of this update"))
    assert backward.line == 5  # lossD.backward(), in the same cell


def test_json_output_has_cell(tmp_path, run_cli):
    path = gan_notebook(tmp_path)
    data = json.loads(run_cli("--format", "json", path)[1])
    assert data["findings"][0]["cell"] == 5 and data["findings"][0]["line"] == 4


def test_directory_walk_includes_notebooks(tmp_path):
    gan_notebook(tmp_path)
    result = lint_paths([str(tmp_path)])
    assert [f.code for f in result.findings] == ["AGL001"] and result.files == 1


MAGIC_LOOP = ("%%time\n"
              "for _ in range(3):\n"
              "    fake = netG(torch.randn(2, 4))\n"
              "    %time x = 1\n"
              "    files = !ls\n"
              "    optD.zero_grad()\n"
              "    lossD = netD(fake).mean()\n"
              "    lossD.backward()\n"
              "    optD.step()\n"
              "netD?")


def test_magics_and_shell_escapes_neutralised(tmp_path):
    path = make_notebook(tmp_path / "m.ipynb", [
        ("code", "%matplotlib inline\n!pip install torch \\\n    numpy\n" + SETUP),
        ("code", "%%bash\necho 'import torch'\nfor x in 1 2; do echo $x; done"),
        ("code", MODELS + "\ndoc = '''\n% not a magic\n!nor this\n'''\nhelp(netD)  # why?"),
        ("code", MAGIC_LOOP),
    ])
    findings, errors = lint(path)
    assert errors == []
    assert [(f.cell, f.line, f.col) for f in findings] == [(4, 7, 17)]
    virtual = build_virtual(nbformat.read(path, as_version=4))
    text = virtual.text
    assert "% not a magic\n!nor this\n" in text          # inside a string: untouched
    assert "echo" not in text                             # %%bash cell skipped
    assert "help(netD)  # why?" in text
    assert text.count("pass  # <autograd-lint magic") == 7
    assert "    pass  # <autograd-lint magic" in text     # indentation kept in a block
    assert len(virtual.magics) == 7


def test_every_line_maps_back(tmp_path):
    path = make_notebook(tmp_path / "m.ipynb", [("code", "a = 1\nb = 2"), ("md", "x"),
                                                ("code", ""), ("code", "c = 3\n\nd = 4\n")])
    text = build_virtual(nbformat.read(path, as_version=4)).text
    lines = text.splitlines()
    assert locate(text, lines.index("b = 2") + 1) == (1, 2)
    assert locate(text, lines.index("d = 4") + 1) == (4, 3)


def test_noqa_in_a_cell(tmp_path):
    loop = LOOP.replace("netD(fake).mean()", "netD(fake).mean()  # noqa: AGL001")
    assert lint(gan_notebook(tmp_path, loop=loop)) == ([], [])


def test_broken_notebooks_are_one_line_errors(tmp_path, run_cli):
    (tmp_path / "broken.ipynb").write_text('{"cells": [')
    (tmp_path / "nocells.ipynb").write_text('{"metadata": {}, "nbformat": 4}')
    (tmp_path / "list.ipynb").write_text('[1, 2]')
    gan_notebook(tmp_path)
    code, out, err = run_cli(str(tmp_path))
    assert code == 1 and out.count("AGL001") == 1
    lines = err.splitlines()
    assert any(line.startswith(f"{tmp_path / 'broken.ipynb'}: not a notebook: invalid JSON")
               for line in lines)
    assert f"{tmp_path / 'nocells.ipynb'}: not a notebook: no cells" in lines
    assert f"{tmp_path / 'list.ipynb'}: not a notebook: the JSON document is not an object" in lines
    assert "3 could not be checked" in err


def test_syntax_error_names_the_cell(tmp_path, run_cli):
    path = make_notebook(tmp_path / "s.ipynb", [("code", SETUP), ("md", "x"),
                                                ("code", "x = 1\ndef f(:\n")])
    code, _, err = run_cli(path)
    assert code == 1 and f"{path}: cannot parse: cell_3:2:" in err


def test_an_unparseable_cell_is_left_out_and_the_others_linted(tmp_path, run_cli):
    """An exercise notebook with an unfinished cell (`model = `): Jupyter runs the other cells,
    and so does the linter; the broken cell is reported, the GAN loop's finding still is."""
    path = make_notebook(tmp_path / "exercise.ipynb",
                         [("code", SETUP), ("code", MODELS), ("code", "model = \n"),
                          ("md", "## training"), ("code", LOOP)])
    code, out, err = run_cli(path)
    assert code == 1
    assert out == (f"{path}:cell_5:4:18: AGL001 'fake' from netG reaches the update of optD "
                   f"through netD; use fake.detach()\n")
    assert f"{path}: cannot parse: cell_3:1:" in err and "cell not linted" in err
    assert "1 could not be checked" in err


FIT = ("w = torch.zeros(1, requires_grad=True)\n"
       "x = torch.randn(8)\n"
       "for i in range(3):\n"
       "    loss = ((w * x - 1) ** 2).mean()\n"
       "    loss.backward()\n"
       "    with torch.no_grad():\n"
       "        w -= 0.1 * w.grad\n"
       "    w.grad.zero_()")
STEP = "opt = torch.optim.SGD([w], lr=0.1)\nopt.zero_grad()\nloss.backward()\nopt.step()"


def test_a_name_an_unparseable_cell_binds_is_unknown_after_it(tmp_path, run_cli):
    """The exercise's `loss = <YOUR CODE>` rebinds `loss`: the next cell's backward is on the
    student's new graph, not on the freed one of the cell before."""
    path = make_notebook(tmp_path / "exercise.ipynb",
                         [("code", SETUP), ("code", FIT),
                          ("code", "crossentropy = <YOUR CODE>\nloss: Tensor = <YOUR CODE>\n"),
                          ("code", STEP)])
    code, out, err = run_cli(path)
    assert out == "" and "cannot parse: cell_3:1:" in err and code == 1


def test_a_name_an_unparseable_cell_leaves_alone_keeps_its_value(tmp_path, run_cli):
    path = make_notebook(tmp_path / "exercise.ipynb",
                         [("code", SETUP), ("code", FIT),
                          ("code", "crossentropy = <YOUR CODE>\nfor a, b in <YOUR CODE>:\n"),
                          ("code", STEP)])
    code, out, err = run_cli(path)
    assert out.startswith(f"{path}:cell_4:3:1: AGL005 backward through a graph already freed")


@pytest.mark.parametrize("source, names", [
    ("loss = <YOUR CODE>", ["loss"]),
    ("a, (b) = <x>\nself.head[0] += <x>", ["a", "b", "self"]),
    ("for i, batch in <x>:\n    with f() as g:\n        y: int = <x>", ["i", "batch", "g", "y"]),
    ("import numpy as np, os\nfrom m import k\ndef fit(<x>):\nclass Net(<x>):", ["np", "k", "fit", "Net"]),
    ("if a == <x>:\n    f(key=<x>)\n    g[i] == 1", []),
])
def test_bound_names_reads_what_a_broken_cell_may_bind(source, names):
    from autograd_lint.notebooks import bound_names

    assert bound_names(source) == names


def test_fix_leaves_an_unparseable_cell_as_it_is_and_fixes_the_others(tmp_path, run_cli):
    path = make_notebook(tmp_path / "exercise.ipynb",
                         [("code", SETUP), ("code", MODELS), ("code", "model = \n"),
                          ("code", LOOP)])
    code, _, err = run_cli("--fix", path)
    assert "cannot parse: cell_3:1:" in err and "fixed 1 finding(s) in 1 file(s)" in err
    after = nbformat.read(path, as_version=4)
    assert after.cells[2].source == "model = \n"
    assert after.cells[3].source == LOOP.replace("netD(fake)", "netD(fake.detach())")
    assert code == 1  # the cell that does not parse is still a problem to report


def test_other_languages_and_empty_notebooks_are_skipped(tmp_path, run_cli):
    r_nb = make_notebook(tmp_path / "r.ipynb", [("code", "library(torch)\nx <- 1")], language="R")
    empty = make_notebook(tmp_path / "e.ipynb", [])
    assert run_cli(r_nb, empty)[:2] == (0, "")


def test_fix_writes_notebook_back_keeping_outputs_and_metadata(tmp_path, run_cli):
    path = gan_notebook(tmp_path)
    before = nbformat.read(path, as_version=4)
    code, out, err = run_cli("--diff", path)
    assert code == 1 and f"--- a/{path.lstrip('/')}:cell_5" in out
    assert "+    lossD = netD(fake.detach()).mean()" in out
    assert nbformat.read(path, as_version=4) == before
    code, out, err = run_cli("--fix", path)
    assert code == 0 and out == "" and "fixed 1 finding(s) in 1 file(s)" in err
    after = nbformat.read(path, as_version=4)
    assert after.metadata == before.metadata
    for old, new in zip(before.cells, after.cells):
        assert (old.cell_type, old.get("id"), old.metadata, old.get("outputs"),
                old.get("execution_count")) == \
            (new.cell_type, new.get("id"), new.metadata, new.get("outputs"),
             new.get("execution_count"))
    assert after.cells[4].source == LOOP.replace("netD(fake)", "netD(fake.detach())")
    assert [c.source for c in after.cells[:4]] == [c.source for c in before.cells[:4]]
    raw = open(path, encoding="utf-8").read()
    assert run_cli("--fix", path)[:2] == (0, "")          # a second --fix changes nothing
    assert open(path, encoding="utf-8").read() == raw


def test_fix_keeps_magics_and_adds_lines(tmp_path, run_cli):
    zero_once = ("%%time\nopt.zero_grad()\nfor _ in range(3):\n    %time y = 2\n"
                 "    loss = model(torch.randn(4, 3)).sum()\n    loss.backward()\n    opt.step()\n"
                 "!echo done")
    path = make_notebook(tmp_path / "z.ipynb", [
        ("code", "import torch\nmodel = torch.nn.Linear(3, 1)\n"
                 "opt = torch.optim.SGD(model.parameters(), lr=0.1)"),
        ("code", "%%bash\necho 'untouched'"),
        ("code", zero_once),
    ])
    assert run_cli("--fix", path)[0] == 0
    cells = nbformat.read(path, as_version=4).cells
    assert cells[1].source == "%%bash\necho 'untouched'"
    assert cells[2].source == zero_once.replace("    opt.step()\n",
                                                "    opt.step()\n    opt.zero_grad()\n")


def test_fix_without_nbformat_uses_the_same_layout(tmp_path, run_cli, monkeypatch):
    with_nbformat = gan_notebook(tmp_path, "a.ipynb")
    without = gan_notebook(tmp_path, "b.ipynb")
    assert run_cli("--fix", with_nbformat)[0] == 0
    monkeypatch.setitem(sys.modules, "nbformat", None)
    assert run_cli("--fix", without)[0] == 0

    def strip_ids(path):
        data = json.load(open(path, encoding="utf-8"))
        for cell in data["cells"]:
            cell.pop("id", None)
        return data

    assert strip_ids(with_nbformat) == strip_ids(without)
    text = open(without, encoding="utf-8").read()
    assert text == json.dumps(json.loads(text), indent=1, sort_keys=True, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("line, magic", [
    ("%timeit f()", True), ("!ls", True), ("x = !ls", True), ("a, b = %who_ls", True),
    ("obj?", True), ("??obj", True), ("x != 1", False), ("y = x % 2", False),
    ("print('why?')", False), ("x = 1  # why?", False), ("a % b", False),
])
def test_magic_detection(line, magic):
    from autograd_lint.notebooks import _is_magic

    assert _is_magic(line) is magic
