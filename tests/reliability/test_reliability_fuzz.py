"""Fuzzing (hypothesis + hypothesmith), bounded for CI: a few seconds, the same examples on every
run (``derandomize``), no example database written. ``python benchmarks/fuzz.py --examples N``
runs the same properties on fresh random examples for longer (benchmarks/README.md records a run).

Properties (see reliability_support): linting never raises anything but ``SourceError`` (a file that
cannot be checked) and never reports an internal error; ``--fix`` output parses, keeps the code it
does not fix, and a second ``--fix`` changes nothing."""
import hypothesmith
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reliability_support import (check_bytes, check_fix, check_lint, check_notebook, strategies,
                                 with_torch)

CI = settings(max_examples=40, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
STRATEGIES = strategies()
MUTATED = STRATEGIES["mutated_fixture"]


@CI
@given(MUTATED)
def test_mutated_fixtures_lint_and_fix(text):
    check_lint(text)
    check_fix(text)


@settings(CI, max_examples=30)
@given(hypothesmith.from_grammar().map(with_torch))
def test_generated_programs_lint_and_fix(text):
    """Valid Python from the grammar, made to mention torch so that every rule runs on it."""
    assert check_lint(text) is not None  # valid Python: always checked
    check_fix(text)


@settings(CI, max_examples=5)
@given(hypothesmith.from_node().map(with_torch))
def test_generated_syntax_trees_lint(text):
    """Valid Python built from libcst nodes (slower to generate: fewer examples)."""
    assert check_lint(text) is not None


@settings(CI, max_examples=80)
@given(st.binary(max_size=300).map(lambda data: b"import torch\n" + data))
def test_arbitrary_bytes_never_crash(data):
    check_bytes(data)


@settings(CI, max_examples=80)
@given(st.text(alphabet=st.sampled_from(list("torch.()[]{}:=+-*/ \t\n\r\\'\"#@,;xyw_01")),
               max_size=200))
def test_arbitrary_text_never_crashes(text):
    check_lint("import torch\n" + text)


@settings(CI, max_examples=80)
@given(STRATEGIES["notebook"])
def test_odd_notebooks_are_an_error_line_never_a_crash(tmp_path_factory, notebook):
    check_notebook(notebook, str(tmp_path_factory.mktemp("nb")))


COMMENTED_REQUIRES_GRAD = '''import torch
w = torch.randn(3,
                requires_grad=True,  # learnable
                ) / 10
loss = (w * 2).sum()
loss.backward()
'''


def test_agl020_fix_keeps_the_comment_on_the_removed_argument():
    fixed = check_fix(COMMENTED_REQUIRES_GRAD)
    assert "# learnable" in fixed


TWO_STEPS_PER_ITERATION = '''import torch
from torch import nn
model = nn.Linear(5, 1)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(4):
    x = torch.randn(32, 5)
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    opt.step()
    loss.backward()
    opt.step()
'''


def test_agl004_fix_settles_when_the_loop_steps_twice():
    check_fix(TWO_STEPS_PER_ITERATION)


def test_a_cr_only_file_is_left_alone_by_fix():
    """libcst drops the last lone CR of a file; the fixer refuses rather than write that."""
    text = TWO_STEPS_PER_ITERATION.replace("    opt.step()\n    loss.backward()\n    opt.step()\n",
                                           "    loss.backward()\n    opt.step()\n")
    text = text.replace("    opt.zero_grad()\n", "").replace("\n", "\r")
    assert check_lint(text)
    assert check_fix(text) == text
