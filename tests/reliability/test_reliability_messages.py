"""Issue 15: clear messages, the same behaviour as Python: valid Python libcst cannot read is said
so; a utf-16 cookie is refused as Python refuses it; file names that are not UTF-8 or hold a line
break are printed without a crash and one finding a line; per-file ignores are matched once a file."""
import os
import subprocess
import sys

import pytest

from autograd_lint import lint_source
from autograd_lint.source import ParseError, SourceError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"


def test_valid_python_libcst_cannot_parse_is_said_once_clearly(tmp_path, run_cli):
    text = "import torch\nclass A:\n    (y): int = 0\n"
    compile(text, "a.py", "exec")  # valid Python
    with pytest.raises(ParseError, match="valid Python that libcst.*does not support"):
        lint_source(text)
    (tmp_path / "a.py").write_text(text)
    code, out, err = run_cli("--no-cache", str(tmp_path / "a.py"))
    assert err.count("valid Python") == 1 and "Syntax Error @" not in err


def test_a_utf16_cookie_is_refused_as_python_refuses_it(tmp_path, run_cli):
    data = b"# -*- coding: utf-16 -*-\n" + INPLACE.encode()
    with pytest.raises(SyntaxError):
        compile(data, "a.py", "exec")
    with pytest.raises(SourceError, match="utf-16"):
        lint_source(data)
    (tmp_path / "a.py").write_bytes(data)
    code, out, err = run_cli("--no-cache", str(tmp_path / "a.py"))
    assert code == 1 and "cannot decode: encoding problem: utf-16" in err


@pytest.mark.skipif(sys.platform != "linux", reason="bytes file names")
def test_file_names_that_are_not_utf8_do_not_crash_the_output(tmp_path):
    name = os.fsencode(str(tmp_path)) + b"/caf\xe9.py"
    with open(name, "wb") as handle:
        handle.write(INPLACE.encode())
    report = tmp_path / "report.txt"
    env = {**os.environ, "PYTHONPATH": ROOT, "PYTHONIOENCODING": "utf-8:strict"}
    for extra in ([], ["-o", str(report)], ["--format", "json"]):
        result = subprocess.run([sys.executable, "-m", "autograd_lint", "--no-cache", *extra,
                                 str(tmp_path)], capture_output=True, env=env, timeout=120)
        assert result.returncode == 1 and b"Traceback" not in result.stderr, result.stderr
        output = report.read_bytes() if extra[:1] == ["-o"] else result.stdout
        assert b"AGL002" in output
    assert b"caf\xe9.py:3:1: AGL002" in report.read_bytes()  # the file's own name, as bytes


def test_a_line_break_in_a_file_name_keeps_one_finding_a_line(tmp_path, run_cli):
    directory = tmp_path / "two\nlines"
    directory.mkdir()
    (directory / "a.py").write_text(INPLACE)
    (directory / "b.py").write_text("import torch\nx = (\n")
    code, out, err = run_cli("--no-cache", str(tmp_path))
    assert out.count("\n") == 1 and "two\\nlines/a.py:3:1: AGL002" in out
    assert "two\\nlines/b.py: cannot parse" in err


def test_per_file_ignores_are_matched_once_per_file(tmp_path, monkeypatch):
    from autograd_lint import config as config_module
    from autograd_lint.config import Config
    from autograd_lint.engine import lint_paths

    for i in range(6):
        (tmp_path / f"f{i}.py").write_text(INPLACE)
    patterns = {f"other{i}/*.py": ("AGL001",) for i in range(4)}
    config = Config(root=str(tmp_path), per_file_ignores=patterns)
    calls = []
    real = config_module._path_matches
    monkeypatch.setattr(config_module, "_path_matches",
                        lambda *a, **k: calls.append(a[1]) or real(*a, **k))
    lint_paths([str(tmp_path)], config=config, jobs=1)
    matched = [pattern for pattern in calls if pattern in patterns]
    assert len(matched) == 6 * 4
