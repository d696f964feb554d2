"""Bad input: each bad file is one line on stderr, ``path: problem``; the other files are still
linted; the exit code is README's (0 clean, 1 findings or a file that could not be checked, 2 usage
or configuration error). Empty files (and a lone BOM) are valid Python: silent, exit 0."""
import json
import os
import stat
import subprocess
import sys

import pytest

INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"
GOOD_LINE = ":3:1: AGL002 "


def lint_dir(tmp_path, run_cli, name, content, *args):
    """Write ``name`` (bytes or text) next to a file with one finding; lint the directory."""
    bad = tmp_path / name
    if isinstance(content, bytes):
        bad.write_bytes(content)
    else:
        bad.write_text(content, encoding="utf-8")
    (tmp_path / "good.py").write_text(INPLACE)
    code, out, err = run_cli("--no-cache", "-j", "1", *args, str(tmp_path))
    return str(bad), code, out, err


def error_line(err: str, path: str) -> str:
    """The one stderr line about ``path``."""
    lines = [line for line in err.splitlines() if line.startswith(path + ": ")]
    assert len(lines) == 1, err
    return lines[0][len(path) + 2:]


def assert_reported(tmp_path, code, out, err, path, problem):
    assert code == 1
    assert f"{tmp_path / 'good.py'}{GOOD_LINE}" in out        # the other file is still linted
    assert problem in error_line(err, path)
    assert "1 could not be checked" in err


@pytest.mark.parametrize("name, content, problem", [
    ("syntax.py", "import torch\ndef f(:\n    pass\n", "cannot parse: line 2:"),
    ("unclosed.py", "import torch\nx = (\n", "cannot parse: line "),
    ("non_utf8.py", b"import torch\nx = '\xff\xfe'\n", "cannot decode as utf-8: invalid byte 0xff"),
    ("cookie.py", b"# -*- coding: ascii -*-\nimport torch\nx = '\xc3\xa9'\n",
     "cannot decode as ascii: invalid byte 0xc3"),
    ("unknown_cookie.py", b"# coding: klingon\nimport torch\n", "cannot decode: unknown encoding"),
    ("bom_and_cookie.py", b"\xef\xbb\xbf# coding: latin-1\nimport torch\n", "cannot decode"),
    ("binary.py", bytes(range(256)) * 4, "binary file, not Python source"),
    ("nul.py", b"import torch\nx = 1\x00\n", "binary file, not Python source"),
    ("tabs_mixed.py", "import torch\nif True:\n        x = 1\n\ty = 2\n", "cannot parse"),
], ids=lambda value: value if isinstance(value, str) and value.endswith(".py") else "")
def test_bad_file_is_one_line_and_the_others_are_linted(tmp_path, run_cli, name, content, problem):
    path, code, out, err = lint_dir(tmp_path, run_cli, name, content)
    assert_reported(tmp_path, code, out, err, path, problem)


def test_json_report_lists_the_bad_file_as_not_internal(tmp_path, run_cli):
    path, code, out, _ = lint_dir(tmp_path, run_cli, "syntax.py", "import torch\ndef f(:\n",
                                  "--format", "json")
    report = json.loads(out)
    assert code == 1
    assert report["errors"] == [{"path": path, "problem": report["errors"][0]["problem"],
                                 "internal": False}]
    assert [f["code"] for f in report["findings"]] == ["AGL002"]


@pytest.mark.parametrize("content", [b"", b"\xef\xbb\xbf", b"\n\n", b"\xef\xbb\xbf\n",
                                     b"# only a comment about torch\n", b"\r\n"])
def test_empty_file_and_lone_bom_are_valid_and_silent(tmp_path, run_cli, content):
    path = tmp_path / "empty.py"
    path.write_bytes(content)
    code, out, err = run_cli("--no-cache", str(path))
    assert (code, out) == (0, "")
    assert "could not be checked" not in err and str(path) + ":" not in err


def _findings(run_cli, path):
    code, out, err = run_cli("--no-cache", "--format", "json", str(path))
    return code, [(f["line"], f["col"], f["code"]) for f in json.loads(out)["findings"]], err


GAN = '''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
w = torch.randn(3, requires_grad=True)
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()
    lossD.backward()
    optD.step()
    w.add_(1)
'''


@pytest.mark.parametrize("variant", ["crlf", "cr", "mixed", "tabs", "tabs_crlf"])
def test_line_endings_and_tabs_give_the_same_findings(tmp_path, run_cli, variant):
    reference = tmp_path / "lf.py"
    reference.write_text(GAN)
    code, expected, _ = _findings(run_cli, reference)
    assert code == 1 and {c for _, _, c in expected} == {"AGL001", "AGL002"}
    lines = GAN.splitlines()
    text = {
        "crlf": "\r\n".join(lines) + "\r\n",
        "cr": "\r".join(lines) + "\r",
        "mixed": "".join(line + ("\r\n", "\n")[i % 2] for i, line in enumerate(lines)),
        "tabs": "\n".join(line.replace("    ", "\t") for line in lines) + "\n",
        "tabs_crlf": "\r\n".join(line.replace("    ", "\t") for line in lines) + "\r\n",
    }[variant]
    path = tmp_path / f"{variant}.py"
    path.write_bytes(text.encode())
    code, found, err = _findings(run_cli, path)
    assert code == 1 and "could not be checked" not in err
    if variant.startswith("tabs"):  # one tab is one column
        expected = [(line, col - (3 if col > 4 else 0), c) for line, col, c in expected]
    assert found == expected


def test_a_50000_line_file(tmp_path, run_cli):
    """Positions stay right at the end of a long file (the training function at its end is
    analysed on its own), and nothing slows to a crawl or runs out of memory."""
    parts = ["# a comment about torch\n", "\n", "x = 1\n", "\n", "# y = (x, 2)\n"]
    lines = [GAN] + [parts[i % 5] for i in range(50_000)] + [
        "def train():\n",
        "    model = torch.nn.Linear(3, 1)\n",
        "    opt = torch.optim.SGD(model.parameters(), lr=0.1)\n",
        "    for _ in range(3):\n",
        "        loss = model(torch.randn(2, 3)).sum()\n",
        "        loss.backward()\n",
        "        opt.step()\n"]
    path = tmp_path / "big.py"
    path.write_text("".join(lines))
    total = path.read_text().count("\n")
    assert total > 50_000
    code, found, err = _findings(run_cli, path)
    assert code == 1, err
    assert (9, 18, "AGL001") in found and (12, 5, "AGL002") in found
    assert any(code == "AGL004" and line > 50_000 for line, _, code in found)


def _run_subprocess(*args, timeout=120):
    """The CLI in a child process: a crash of the native parser must not take pytest with it."""
    return subprocess.run([sys.executable, "-m", "autograd_lint", "--no-cache", "-j", "1", *args],
                          capture_output=True, text=True, timeout=timeout)


DEEP = {
    # Python itself refuses these (more than 200 brackets or 100 indentation levels, or more
    # levels than its parser takes); libcst's native parser would overflow the C stack (a
    # segmentation fault) or need seconds and gigabytes.
    "parens_1000.py": "x = " + "(" * 1000 + "1" + ")" * 1000,
    "lists_5000.py": "x = " + "[" * 5000 + "]" * 5000,
    "calls_3000.py": "x = " + "f(" * 3000 + "1" + ")" * 3000,
    "ifs_150.py": "".join("    " * i + "if x:\n" for i in range(150)) + "    " * 150 + "pass",
    "minus_20000.py": "x = " + "-" * 20000 + "1",
    "not_20000.py": "x = " + "not " * 20000 + "y",
    "power_20000.py": "x = " + "**".join(["2"] * 20000),
    "lambda_10000.py": "x = " + "lambda: " * 10000 + "1",
}


def test_deep_nesting_is_reported_not_a_crash(tmp_path):
    for name, body in DEEP.items():
        (tmp_path / name).write_text("import torch\n" + body + "\n")
    (tmp_path / "good.py").write_text(INPLACE)
    result = _run_subprocess(str(tmp_path))
    assert result.returncode == 1, result.stderr[-2000:]
    assert f"{tmp_path / 'good.py'}{GOOD_LINE}" in result.stdout
    for name in DEEP:
        assert "cannot parse: nesting too deep" in error_line(result.stderr, str(tmp_path / name))
    assert f"{len(DEEP)} could not be checked" in result.stderr


HEAD = "import torch\nw = torch.randn(3, requires_grad=True)\n"


def test_deep_but_valid_nesting_is_linted(tmp_path):
    """Deep, as Python accepts it: 99 nested blocks, 190 nested brackets, long chains."""
    files = {
        "ifs.py": HEAD + "".join(" " * i + "if w is not None:\n" for i in range(99))
        + " " * 99 + "w.add_(1)\n",
        "brackets.py": HEAD + "w.add_(" + "(" * 190 + "1" + ")" * 190 + ")\n",
        "chain.py": HEAD + "w.add_(" + " + ".join(["1"] * 300) + ")\n",
        "elif.py": HEAD + "if w is None:\n    pass\n"
        + "".join(f"elif w is {i}:\n    pass\n" for i in range(300)) + "w.add_(1)\n",
        "minus.py": HEAD + "x = " + "-" * 300 + "1\nw.add_(1)\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    result = _run_subprocess(str(tmp_path))
    assert result.returncode == 1, result.stderr[-2000:]
    assert "could not be checked" not in result.stderr
    for name in files:
        assert f"{tmp_path / name}:" in result.stdout
    assert result.stdout.count("AGL002") == len(files)


@pytest.mark.parametrize("text", [
    HEAD + "w.add_(" + " + ".join(["1"] * 500) + ")\n",
    HEAD + "if w is None:\n    pass\n" + "".join(f"elif w is {i}:\n    pass\n" for i in range(400))
    + "w.add_(1)\n",
    HEAD + "x = " + "-" * 2000 + "1\nw.add_(1)\n",
    HEAD + "if w is None:\n    pass\n" + "".join(f"elif w is {i}:\n    pass\n" for i in range(1500))
    + "w.add_(1)\n",
], ids=["sum_500", "elif_400", "minus_2000_then_finding", "elif_1500"])
def test_long_valid_chains_keep_their_findings(text):
    """Valid code well within Python's own limits keeps its findings: the analysis runs on a deep
    stack with a raised recursion limit (``source.run_deep``)."""
    from autograd_lint.analysis import lint_text, select_rules

    findings, errors = lint_text(text, "chain.py", select_rules())
    assert [str(e) for e in errors] == []
    assert [f.code for f in findings] == ["AGL002"]


def test_deep_nesting_through_the_python_api():
    from autograd_lint import ParseError, SourceError, lint_source

    with pytest.raises(SourceError, match="nesting too deep"):
        lint_source("import torch\nx = " + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(ParseError):
        lint_source("import torch\nx = (\n")


def test_missing_path(tmp_path, run_cli):
    (tmp_path / "good.py").write_text(INPLACE)
    missing = str(tmp_path / "nope.py")
    code, out, err = run_cli("--no-cache", missing, str(tmp_path / "good.py"))
    assert code == 1 and GOOD_LINE in out
    assert error_line(err, missing) == "no such file"
    code, out, err = run_cli("--no-cache", str(tmp_path / "no_dir"))
    assert code == 1 and out == "" and "no such file" in err


def test_unreadable_file_simulated(tmp_path, run_cli, monkeypatch):
    """Root reads a chmod 000 file anyway: the permission error is simulated at the open."""
    import autograd_lint.source as source

    bad = str(tmp_path / "secret.py")
    (tmp_path / "secret.py").write_text(INPLACE)
    real_open = os.open

    def guarded_open(path, flags, *args, **kwargs):
        if os.fspath(path) == bad:
            raise PermissionError(13, "Permission denied", path)
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(source.os, "open", guarded_open)
    (tmp_path / "good.py").write_text(INPLACE)
    code, out, err = run_cli("--no-cache", "-j", "1", str(tmp_path))
    assert code == 1 and f"{tmp_path / 'good.py'}{GOOD_LINE}" in out
    assert error_line(err, bad) == "cannot read: Permission denied"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads files whatever their mode")
def test_unreadable_file_chmod_000(tmp_path, run_cli):
    bad = tmp_path / "secret.py"
    bad.write_text(INPLACE)
    bad.chmod(0)
    try:
        path, code, out, err = lint_dir(tmp_path, run_cli, "other.py", INPLACE)
        assert code == 1
        assert error_line(err, str(bad)) == "cannot read: Permission denied"
    finally:
        bad.chmod(stat.S_IRUSR | stat.S_IWUSR)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_and_device_named_py_do_not_hang(tmp_path):
    """Reading a FIFO blocks until a writer comes; /dev/zero never ends: both are refused."""
    os.mkfifo(tmp_path / "pipe.py")
    if os.path.exists("/dev/zero"):
        os.symlink("/dev/zero", tmp_path / "zero.py")
    (tmp_path / "good.py").write_text(INPLACE)
    result = _run_subprocess(str(tmp_path), str(tmp_path / "pipe.py"), timeout=60)
    assert result.returncode == 1 and GOOD_LINE in result.stdout
    assert error_line(result.stderr, str(tmp_path / "pipe.py")) == "not a regular file"
    if os.path.exists("/dev/zero"):
        assert error_line(result.stderr, str(tmp_path / "zero.py")) == "not a regular file"


def test_directory_symlink_loop(tmp_path, run_cli):
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "sub" / "good.py").write_text(INPLACE)
    os.symlink("..", package / "sub" / "back")          # pkg/sub/back -> pkg
    os.symlink(str(package), package / "sub" / "again")  # absolute, same loop
    os.symlink("missing_target", package / "dangling")   # a broken link
    code, out, err = run_cli("--no-cache", str(package))
    assert code == 1
    assert out.count("AGL002") == 1  # found once, not once per way round the loop
    assert "could not be checked" not in err


def test_directory_named_py_and_path_given_twice(tmp_path, run_cli):
    (tmp_path / "odd.py").mkdir()
    (tmp_path / "odd.py" / "inner.py").write_text(INPLACE)
    code, out, err = run_cli("--no-cache", str(tmp_path), str(tmp_path / "odd.py" / "inner.py"))
    assert code == 1 and out.count("AGL002") == 1 and "could not be checked" not in err


@pytest.mark.parametrize("content, problem", [
    (b'{"cells": [', "not a notebook: invalid JSON"),
    (b'{"metadata": {}, "nbformat": 4}', "not a notebook: no cells"),
    (b'{"cells": {"a": 1}, "nbformat": 4}', "not a notebook: no cells"),
    (b'{"cells": [1, 2], "nbformat": 4}', "not a notebook: a cell is not an object"),
    (b"[]", "not a notebook: the JSON document is not an object"),
    (b"", "not a notebook: the file is empty"),
    (b" \n\n", "not a notebook: the file is empty"),
    (b"\xff\xfe{}", "not a notebook: not UTF-8 JSON"),
    (b"[" * 100_000, "not a notebook"),
], ids=["truncated", "no_cells", "cells_not_list", "cell_not_object", "array", "empty", "blank",
        "not_utf8", "deep"])
def test_broken_notebook(tmp_path, run_cli, content, problem):
    path, code, out, err = lint_dir(tmp_path, run_cli, "nb.ipynb", content)
    assert_reported(tmp_path, code, out, err, path, problem)


EMPTY_NOTEBOOKS = {
    "no_cells_at_all": {"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5},
    "bare": {"cells": [], "nbformat": 4},
    "only_markdown": {"cells": [{"cell_type": "markdown", "metadata": {}, "source": "# torch"}],
                      "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
                      "nbformat": 4, "nbformat_minor": 5},
    "one_blank_code_cell": {"cells": [{"cell_type": "code", "execution_count": None,
                                       "metadata": {}, "outputs": [], "source": ""}],
                            "metadata": {}, "nbformat": 4, "nbformat_minor": 5},
}


@pytest.mark.parametrize("notebook", EMPTY_NOTEBOOKS.values(), ids=EMPTY_NOTEBOOKS)
def test_a_notebook_without_code_is_silent_as_an_empty_py_file(tmp_path, run_cli, notebook):
    """`"cells": []` is a valid notebook (nbformat's schema accepts it, Jupyter opens it) with no
    code: treated as an empty .py file is, checked and silent, exit 0; in every format and under
    --fix (which leaves the file as it is). A 0-byte .ipynb is no notebook (test_broken_notebook)."""
    path = tmp_path / "empty.ipynb"
    raw = json.dumps(notebook, indent=1).encode()
    path.write_bytes(raw)
    (tmp_path / "empty.py").write_bytes(b"")
    for files in ([path], [tmp_path / "empty.py"]):
        code, out, err = run_cli("--no-cache", *map(str, files))
        assert (code, out) == (0, "") and str(files[0]) + ":" not in err
        assert "1 file(s) checked" in err and "could not be checked" not in err
    code, out, err = run_cli("--no-cache", "--format", "json", str(path))
    report = json.loads(out)
    assert code == 0 and report["errors"] == [] and report["findings"] == []
    assert report["summary"]["files"] == 1
    code, out, err = run_cli("--no-cache", "--fix", str(path))
    assert (code, out) == (0, "") and path.read_bytes() == raw


def test_notebook_with_odd_but_valid_cells(tmp_path, run_cli):
    """Cells without source, with a list source, non-code cells, no metadata: linted, silent."""
    notebook = {"nbformat": 4, "nbformat_minor": 5, "cells": [
        {"cell_type": "code"},
        {"cell_type": "markdown", "source": ["# torch"]},
        {"cell_type": "code", "source": ["import torch\n", "x = torch.zeros(3)"]},
        {"cell_type": "code", "source": 42},
        {"cell_type": "raw", "source": "w.add_(1)"},
    ]}
    (tmp_path / "nb.ipynb").write_text(json.dumps(notebook))
    code, out, err = run_cli("--no-cache", str(tmp_path / "nb.ipynb"))
    assert (code, out) == (0, "") and "could not be checked" not in err


def test_notebook_cell_with_a_syntax_error_names_the_cell(tmp_path, run_cli):
    notebook = {"nbformat": 4, "nbformat_minor": 5, "cells": [
        {"cell_type": "code", "source": "import torch\n"},
        {"cell_type": "code", "source": "def f(:\n    pass\n"}]}
    path, code, out, err = lint_dir(tmp_path, run_cli, "nb.ipynb", json.dumps(notebook))
    assert_reported(tmp_path, code, out, err, path, "cannot parse: cell_2:1:")


def test_usage_errors_exit_2(tmp_path, run_cli):
    with pytest.raises(SystemExit) as exc:
        run_cli("--no-such-option", str(tmp_path))
    assert exc.value.code == 2
    assert run_cli("--select", "AGL999", str(tmp_path))[0] == 2
    assert run_cli("explain")[0] == 2


def test_only_bad_files_exit_1_and_nothing_to_lint_exits_0(tmp_path, run_cli):
    (tmp_path / "bad.py").write_text("import torch\ndef f(:\n")
    code, out, err = run_cli("--no-cache", str(tmp_path))
    assert (code, out) == (1, "") and "1 could not be checked" in err
    empty = tmp_path / "empty_dir"
    empty.mkdir()
    code, out, err = run_cli("--no-cache", str(empty))
    assert (code, out) == (0, "") and "0 file(s) checked" in err


def test_unwritable_output_file_is_a_usage_error_before_any_work(tmp_path, run_cli):
    source = tmp_path / "train.py"
    source.write_text(INPLACE)
    for target in (tmp_path / "no_dir" / "report.txt", tmp_path):
        code, out, err = run_cli("--no-cache", "--fix", "-o", str(target), str(source))
        assert code == 2 and out == "" and "--output-file" in err
        assert source.read_text() == INPLACE  # checked before --fix wrote anything


@pytest.mark.parametrize("garbage", [b"", b"not json", b"[1, 2]", b'{"findings": 3}',
                                     b'{"findings": [{"line": "x"}], "errors": []}', b"\xff" * 10])
def test_corrupt_cache_entries_are_misses(tmp_path, run_cli, garbage):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "train.py").write_text(INPLACE)
    cache = tmp_path / "cache"
    args = ("--cache-dir", str(cache), "-j", "1", str(tmp_path / "src"))
    first = run_cli(*args)
    entries = [p for p in cache.rglob("*") if p.is_file()]
    assert entries
    for entry in entries:
        entry.write_bytes(garbage)
    again = run_cli(*args)
    assert again[:2] == first[:2] and first[0] == 1


def test_unreadable_directory_is_reported_not_skipped_in_silence(tmp_path, run_cli, monkeypatch):
    """Simulated (root lists any directory): listing `locked/` fails with EACCES, as does opening
    it; the run says so, and lints the rest."""
    import autograd_lint.source as source

    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "hidden.py").write_text(INPLACE)
    (tmp_path / "good.py").write_text(INPLACE)
    real_scandir, real_open = os.scandir, os.open

    def deny(path):
        if os.fspath(path) == str(locked):
            raise PermissionError(13, "Permission denied", os.fspath(path))

    def scandir(path="."):
        deny(path)
        return real_scandir(path)

    def open_(path, flags, *args, **kwargs):
        deny(path)
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "scandir", scandir)
    monkeypatch.setattr(source.os, "open", open_)
    code, out, err = run_cli("--no-cache", "-j", "1", str(tmp_path))
    assert code == 1 and out.count("AGL002") == 1 and "good.py" in out
    assert error_line(err, str(locked)) == "cannot read: Permission denied"
