"""Issue 15: never hang. Shapes that cost libcst cubic time are refused in milliseconds with a
reason; a per-file time budget stops the analysis of a file and keeps what was found; big files and
notebooks cost time linear in their size; a FIFO named by --config does not block; --jobs workers
die with their parent."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from autograd_lint.engine import lint_text, select_rules
from autograd_lint.source import ParseError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEAD = "import torch\nw = torch.randn(3, requires_grad=True)\n"

LEFT_CHAINS = {
    "sum_10000": "y = " + " + ".join(["x"] * 10_000),
    "sum_2000": "y = " + " + ".join(["x"] * 2_000),
    "subscripts_2000": "y = x" + "[0]" * 2_000,
    "calls_2000": "y = f" + "()" * 2_000,
    "methods_over_lines": "y = (x\n" + "\n".join([".a(b(c[0]), 1)"] * 1_000) + ")",
    "many_medium_chains": "\n".join(["y = x" + "[0]" * 500] * 20),
}


@pytest.mark.parametrize("shape", LEFT_CHAINS)
def test_long_left_nested_chains_are_refused_at_once(shape):
    started = time.perf_counter()
    with pytest.raises(ParseError, match="too long for the parser|nesting too deep"):
        lint_text(HEAD + LEFT_CHAINS[shape] + "\n", "chain.py", select_rules())
    assert time.perf_counter() - started < 2


def test_chains_real_code_writes_are_still_linted():
    text = HEAD + "y = x" + ".a()" * 100 + "\n" + "z = " + " + ".join(["w"] * 300) + "\nw.add_(1)\n"
    findings, errors = lint_text(text, "ok.py", select_rules())
    assert [f.code for f in findings] == ["AGL002"] and errors == []


def test_a_refused_file_is_one_error_and_the_run_goes_on(tmp_path, run_cli):
    (tmp_path / "chain.py").write_text(HEAD + LEFT_CHAINS["subscripts_2000"] + "\n")
    (tmp_path / "ok.py").write_text(HEAD + "w.add_(1)\n")
    code, out, err = run_cli("--no-cache", str(tmp_path))
    assert f"{tmp_path / 'ok.py'}:3:1: AGL002" in out
    assert f"{tmp_path / 'chain.py'}: cannot parse: expression too long for the parser" in err
