"""Issue 15: ``--fix`` never loses a user's edit. A file saved while the run analysed it is left
alone; notebooks are written back from what was analysed, only the changed cells, byte for byte
elsewhere; read-only files are refused; a fix's program still runs; ``# noqa`` lines are counted
as Python counts lines."""
import json
import os
import subprocess
import sys
import time

import pytest

import autograd_lint.fix_files as fix_files
import autograd_lint.notebooks as notebooks

INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)  # scale\n"
INPLACE_FIXED = ("import torch\nw = torch.randn(3, requires_grad=True)\n"
                 "with torch.no_grad():\n    w.mul_(2)  # scale\n")


def notebook(cells, indent=1, **extra) -> str:
    data = {"cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}",
                       "metadata": {}, "outputs": [], "source": source}
                      for i, source in enumerate(cells)],
            "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5, **extra}
    return json.dumps(data, indent=indent)


def edit_during_analysis(monkeypatch, module, path, new_bytes):
    """Make ``module.fix_text`` save ``new_bytes`` to ``path`` while it runs (an editor's save)."""
    real = module.fix_text

    def analysing(*args, **kwargs):
        result = real(*args, **kwargs)
        path.write_bytes(new_bytes)
        return result

    monkeypatch.setattr(module, "fix_text", analysing)


def test_a_file_saved_during_the_fix_keeps_the_users_edit(tmp_path, run_cli, monkeypatch):
    path = tmp_path / "train.py"
    path.write_text(INPLACE)
    saved = (INPLACE + "print('my new line')\n").encode()
    edit_during_analysis(monkeypatch, fix_files, path, saved)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert path.read_bytes() == saved
    assert f"{path}: changed during the run, not fixed" in err
    assert code == 1 and f"{path}:3:1: AGL002" in out
    assert not [n for n in os.listdir(tmp_path) if n.endswith(".tmp")]


def test_a_notebook_autosaved_during_the_fix_is_left_as_saved(tmp_path, run_cli, monkeypatch):
    path = tmp_path / "nb.ipynb"
    path.write_text(notebook(["import torch\n", "w = torch.randn(3, requires_grad=True)\n",
                              "w.mul_(2)\n"]))
    saved = notebook(["import torch\n", "# a cell the user inserted\n",
                      "w = torch.randn(3, requires_grad=True)\n", "w.mul_(2)\n"]).encode()
    edit_during_analysis(monkeypatch, notebooks, path, saved)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert path.read_bytes() == saved
    assert f"{path}: changed during the run, not fixed" in err and code == 1


def test_notebook_fix_changes_only_the_fixed_cells_bytes(tmp_path, run_cli):
    # a layout nbformat would rewrite: 4-space indent, unsorted keys, a string source, escapes
    text = notebook(["import torch  # caf\u00e9\n", "w = torch.randn(3, requires_grad=True)",
                     "w.mul_(2)\n", "print(w)\n"], indent=4, zeta={"b": 1, "a": 2})
    text = text.replace('"source": "w = torch', '"source"  :  "w = torch')
    path = tmp_path / "nb.ipynb"
    path.write_text(text)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 0, err
    expected = text.replace('"w.mul_(2)\\n"',
                            '"with torch.no_grad():\\n    w.mul_(2)\\n"')
    assert path.read_text() == expected


def test_a_line_that_looks_like_a_magic_marker_stays_code(tmp_path, run_cli):
    path = tmp_path / "nb.ipynb"
    lookalike = "pass  # <autograd-lint magic 0>\n"
    path.write_text(notebook(["%matplotlib inline\nimport torch\n",
                              lookalike + "w = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"]))
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 0, err
    sources = ["".join(c["source"]) for c in json.loads(path.read_text())["cells"]]
    assert sources[0] == "%matplotlib inline\nimport torch\n"
    assert sources[1].startswith(lookalike) and "with torch.no_grad():" in sources[1]


def test_a_line_that_looks_like_a_cell_separator_is_not_one(tmp_path, run_cli):
    path = tmp_path / "nb.ipynb"
    path.write_text(notebook(["import torch\n# <autograd-lint cell 7>\n"
                              "w = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"]))
    code, out, err = run_cli("--no-cache", str(path))
    assert f"{path}:cell_1:4:1: AGL002" in out


NBFORMAT3 = {"metadata": {"name": ""}, "nbformat": 3, "nbformat_minor": 0,
             "worksheets": [{"cells": [{"cell_type": "code", "collapsed": False, "input": [
                 "import torch\n", "w = torch.randn(3, requires_grad=True)\n", "w.mul_(2)\n"],
                 "language": "python", "metadata": {}, "outputs": []}], "metadata": {}}]}


def test_fixing_an_nbformat3_notebook_is_refused_and_the_run_goes_on(tmp_path, run_cli):
    pytest.importorskip("nbformat")
    old = tmp_path / "a_old.ipynb"
    old.write_text(json.dumps(NBFORMAT3, indent=1))
    before = old.read_bytes()
    other = tmp_path / "b.py"
    other.write_text(INPLACE)
    code, out, err = run_cli("--no-cache", "--fix", str(tmp_path))
    assert old.read_bytes() == before
    assert f"{old}: not fixed: notebook format 3" in err
    assert other.read_text() == INPLACE_FIXED            # the run went on
    assert f"{old}:cell_1:3:1: AGL002" in out


def test_read_only_files_are_refused(tmp_path, run_cli):
    path = tmp_path / "ro.py"
    path.write_text(INPLACE)
    nb = tmp_path / "ro.ipynb"
    nb.write_text(notebook(["import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"]))
    for target in (path, nb):
        target.chmod(0o444)
    before = path.read_bytes(), nb.read_bytes()
    code, out, err = run_cli("--no-cache", "--fix", str(tmp_path))
    assert (path.read_bytes(), nb.read_bytes()) == before and code == 1
    assert f"{path}: read-only, not fixed" in err and f"{nb}: read-only, not fixed" in err


def test_stale_temporary_files_of_a_killed_run_are_removed(tmp_path, run_cli):
    stale = tmp_path / ".autograd-lint-abcd1234.tmp"
    stale.write_text(INPLACE_FIXED)
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = tmp_path / ".autograd-lint-efgh5678.tmp"  # a concurrent run's, being written
    fresh.write_text("x")
    someone_elses = tmp_path / ".autograd-lint-notes.tmp"
    someone_elses.write_text("x")
    os.utime(someone_elses, (old, old))
    path = tmp_path / "train.py"
    path.write_text(INPLACE)
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert code == 0 and path.read_text() == INPLACE_FIXED
    assert sorted(n for n in os.listdir(tmp_path) if n.endswith(".tmp")) == \
        [".autograd-lint-efgh5678.tmp", ".autograd-lint-notes.tmp"]


# -- # noqa and line numbers: only \n, \r\n and \r end a line -------------------------------------
ODD_BREAKS = ["\u2028", "\u2029", "\u0085", "\x0c", "\x1c", "\x1d", "\x1e"]


@pytest.mark.parametrize("char", ODD_BREAKS, ids=[hex(ord(c)) for c in ODD_BREAKS])
def test_noqa_is_read_on_the_line_python_counts(tmp_path, run_cli, char):
    text = (f"import torch\nlabel = 'a{char}b'\nw = torch.randn(3, requires_grad=True)\n"
            "w.mul_(2)\nw.add_(1)  # noqa: AGL002\n")
    path = tmp_path / "odd.py"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_cli("--no-cache", str(path))
    assert out.splitlines() == [f"{path}:4:1: AGL002 " + out.split(" AGL002 ", 1)[1].split("\n")[0]]
    run_cli("--no-cache", "--fix", str(path))
    fixed = path.read_text(encoding="utf-8")
    assert "w.add_(1)  # noqa: AGL002\n" in fixed and "with torch.no_grad():\n    w.mul_(2)" in fixed


def test_notebook_lines_are_counted_as_python_counts_them(tmp_path, run_cli):
    path = tmp_path / "nb.ipynb"
    path.write_text(notebook(["import torch\n", "s = 'a\u2028b'\n",
                              "w = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"]))
    code, out, err = run_cli("--no-cache", str(path))
    assert f"{path}:cell_3:2:1: AGL002" in out


# -- a fix's result must still run ------------------------------------------------------------------
AGL011_TUPLE = """import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.branches = nn.Linear(2, 2), nn.Linear(2, 2)

    def forward(self, x):
        return sum(branch(x) for branch in self.branches)


net = Net()
print(len(list(net.parameters())))
"""


def test_the_agl011_fix_of_a_tuple_makes_a_program_that_runs(tmp_path, run_cli):
    pytest.importorskip("torch")
    path = tmp_path / "net.py"
    path.write_text(AGL011_TUPLE)
    # the wrapping changes parameters() and state_dict() keys: an unsafe fix
    code, out, err = run_cli("--no-cache", "--fix", "--unsafe-fixes", str(path))
    assert "nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 2)])" in path.read_text(), err
    ran = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == "4"  # both layers' weight and bias are registered now


# -- a notebook fixed with nbformat installed: every byte but the fixed cell's source stays --------
_MARKDOWN = '"source": "# Caf\u00e9 \\u2014 notes \u2713 w\\/o",\n "cell_type": "markdown",\n' \
            ' "metadata": {"tags": ["\u00e9t\u00e9"], "collapsed": false}'
_SETUP = ('"metadata": {},\n "outputs": [{"name": "stdout", "output_type": "stream",'
          ' "text": ["h\u00e9llo\\n", "w\\/o \\u00e9\\n"]}],\n'
          ' "source": "import torch\\nw = torch.randn(3, requires_grad=True)  # poids \u00e9",\n'
          ' "execution_count": 1,\n "cell_type": "code"')
_LAST = ('"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [],'
         ' "source": ["print(\'fin\')\\n", "x = 1.5e0"]')
_METADATA = ('{"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},'
             ' "language_info": {"name": "python", "version": "3.11.0"},'
             ' "custom": {"z": 1, "a": [1, 2.50, -0.0, 1E3]}}')
_FIXED_LINES = ["for i in range(3):\n", "    w.mul_(2)  # doubl\u00e9\n", "print(w)"]
_FIXED_AFTER = ["for i in range(3):\n", "    with torch.no_grad():\n",
                "        w.mul_(2)  # doubl\u00e9\n", "print(w)"]


def _odd_notebook(newline: str, indent: str, list_source: bool) -> tuple[str, str, str]:
    """A valid notebook laid out as no tool writes it: keys in no order, one-line and multi-line
    objects mixed, non-ASCII kept raw next to escapes (``\\u00e9``, ``\\/``), numbers as typed, no
    final newline. Returns (text, the fixed cell's source as written, that source after --fix)."""
    if list_source:
        items = [json.dumps(line, ensure_ascii=False) for line in _FIXED_LINES]
        source = "[" + newline + indent * 4 + ("," + newline + indent * 4).join(items) \
            + newline + indent * 3 + "]"
        fixed = "[" + newline + indent * 4 + ("," + newline + indent * 4).join(
            json.dumps(line, ensure_ascii=False) for line in _FIXED_AFTER) + newline + indent * 3 + "]"
    else:
        source = json.dumps("".join(_FIXED_LINES), ensure_ascii=False)
        fixed = json.dumps("".join(_FIXED_AFTER), ensure_ascii=False)
    loop = ('"cell_type": "code",\n "execution_count": null,\n "metadata": {"scrolled": true},\n'
            ' "outputs": [],\n "source": @SOURCE@')

    def cell(body: str) -> str:
        body = body.replace("\n ", newline + indent * 3)
        return indent * 2 + "{" + newline + indent * 3 + body + newline + indent * 2 + "}"

    text = ("{" + newline + indent + '"nbformat_minor": 2,' + newline + indent + '"cells": ['
            + newline + ("," + newline).join(cell(b) for b in (_MARKDOWN, _SETUP, loop))
            + "," + newline + indent * 2 + "{" + _LAST + "}" + newline + indent + "],"
            + newline + indent + '"metadata": ' + _METADATA + "," + newline + indent
            + '"nbformat": 4' + newline + "}").replace("@SOURCE@", source)
    return text, source, fixed


@pytest.mark.parametrize("newline, indent, list_source", [
    ("\n", " ", True), ("\r\n", "\t", False), ("\n", "  ", False), ("\r\n", " ", True)],
    ids=["indent_1_list_source", "crlf_tabs_string_source", "indent_2_string_source",
         "crlf_indent_1_list_source"])
def test_notebook_fix_with_nbformat_installed_changes_only_the_fixed_source(
        tmp_path, run_cli, monkeypatch, newline, indent, list_source):
    """With nbformat installed, --fix used to write the whole notebook through nbformat's writer:
    every cell re-laid out (sorted keys, its indent, escapes, a final newline). The write-back
    replaces only the fixed cell's source value, in the layout it had, and never calls nbformat's
    writer."""
    nbformat = pytest.importorskip("nbformat")

    def no_writer(*args, **kwargs):
        raise AssertionError("the notebook was written through nbformat")

    for module, name in ((nbformat, "write"), (nbformat, "writes"), (nbformat.v4, "writes")):
        monkeypatch.setattr(module, name, no_writer)
    text, source, fixed = _odd_notebook(newline, indent, list_source)
    assert json.loads(text)["cells"][2]["source"] in (_FIXED_LINES, "".join(_FIXED_LINES))
    path = tmp_path / "odd.ipynb"
    path.write_bytes(text.encode("utf-8"))
    code, out, err = run_cli("--no-cache", "-j", "1", "--fix", str(path))
    assert code == 0 and "fixed 1 finding(s) in 1 file(s)" in err, err
    assert text.count(source) == 1
    assert path.read_bytes() == text.replace(source, fixed).encode("utf-8")
