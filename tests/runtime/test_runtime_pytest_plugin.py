"""The pytest plugin, run by pytest itself (pytester): ``--autograd-lint`` and ``=warn``."""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")
from runtime_harness import pytest_fixtures  # noqa: E402

pytest_plugins = ["pytester"]
fixture_runs, one_torch_thread = pytest_fixtures()

TESTS = """
import torch
import pytest

def _model():
    model = torch.nn.Linear(3, 1)
    return model, torch.optim.SGD(model.parameters(), lr=0.1)


def test_missing_zero_grad():
    model, opt = _model()
    for _ in range(3):
        model(torch.randn(4, 3)).sum().backward()
        opt.step()


def test_clean():
    model, opt = _model()
    for _ in range(3):
        opt.zero_grad()
        model(torch.randn(4, 3)).sum().backward()
        opt.step()


def test_inplace_raises():
    model, _ = _model()
    model.weight.add_(1)


@pytest.mark.no_autograd_lint
def test_opted_out():
    test_missing_zero_grad()
"""


def _line(text: str) -> int:
    """Line of ``text`` in the generated test_suite.py (makepyfile strips the first newline)."""
    return TESTS.lstrip("\n").splitlines().index(text) + 1


STEP = _line("        opt.step()")  # first one: in test_missing_zero_grad
INPLACE = _line("    model.weight.add_(1)")


@pytest.fixture(scope="module", autouse=True)
def _torch_imported_once():
    """pytester's in-process runs drop the modules a run imported; torch's lazily imported
    parts (torch._dynamo on the first optimizer step) must not be imported twice."""
    import torch

    import autograd_lint.runtime as runtime

    with runtime.check():
        model = torch.nn.Linear(3, 1)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        for _ in range(2):
            opt.zero_grad()
            model(torch.randn(4, 3)).sum().backward()
            opt.step()
    try:
        import torch._dynamo  # noqa: F401
    except Exception:  # pragma: no cover
        pass


@pytest.fixture
def suite(pytester):
    pytester.makepyfile(test_suite=TESTS)
    return pytester


def test_fail_mode_fails_the_test_with_the_finding_in_the_report(suite):
    result = suite.runpytest("--autograd-lint", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines([
        "*autograd-lint runtime findings:*",
        f"test_suite.py:{STEP}:*: AGL004 opt.step() applies gradients*",
        "*FAILED test_suite.py::test_missing_zero_grad*",
        "*FAILED test_suite.py::test_inplace_raises*",
    ])
    # the in-place error keeps its own traceback, and the finding is added as a section
    result.stdout.fnmatch_lines(["*RuntimeError: a leaf Variable that requires grad*",
                                 f"*test_suite.py:{INPLACE}:*: AGL002 in-place operation*"])
    assert "autograd_lint" not in result.stdout.str()  # no frame of the checker's wrappers


def test_native_tracebacks_show_no_checker_frame(suite):
    result = suite.runpytest("--autograd-lint", "--tb=native", "test_suite.py::test_inplace_raises")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([f'*test_suite.py", line {INPLACE}*'])
    assert "autograd_lint" not in result.stdout.str()


def test_warn_mode_reports_a_warning_and_passes(suite):
    result = suite.runpytest("--autograd-lint=warn", "test_suite.py::test_missing_zero_grad",
                             "test_suite.py::test_clean")
    result.assert_outcomes(passed=2, warnings=1)
    result.stdout.fnmatch_lines([f"*test_suite.py:{STEP}: AutogradLintWarning: AGL004*"])


def test_flag_followed_by_a_test_path_is_not_taken_as_mode(suite):
    result = suite.runpytest("--autograd-lint", "test_suite.py::test_clean")
    result.assert_outcomes(passed=1)


def test_without_the_option_nothing_is_checked(suite):
    result = suite.runpytest()
    result.assert_outcomes(passed=3, failed=1)  # only the in-place error, raised by torch
    assert "runtime finding" not in result.stdout.str()


def test_bad_mode_is_a_usage_error(suite):
    result = suite.runpytest("--autograd-lint=sometimes")
    assert result.ret != 0
    result.stderr.fnmatch_lines(["*--autograd-lint*"])


USER_ERRORS = """
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(3, 4))

    def forward(self, x):
        return torch.matmul(x, self.w)


def loss_fn(out):
    raise ValueError("user loss boom")


def _two_networks():
    gen, disc = Net(), Net()  # two optimizers: the module-call wrapper is installed
    opt = torch.optim.SGD(gen.parameters(), lr=0.1)
    torch.optim.SGD(disc.parameters(), lr=0.1)
    gen(torch.randn(2, 3)).sum().backward()
    opt.step()
    return gen


def test_matmul_shape_error():
    _two_networks()(torch.randn(2, 5))


def test_loss_raises():
    loss_fn(_two_networks()(torch.randn(2, 3)))


def test_inplace_keywords_torch_rejects():
    torch.relu_(input=torch.randn(3), other=1)
"""


@pytest.mark.parametrize("tb", ["long", "short", "native"])
def test_user_errors_inside_wrapped_ops_show_no_checker_frame(pytester, tb):
    pytester.makepyfile(test_errors=USER_ERRORS)
    result = pytester.runpytest("--autograd-lint", f"--tb={tb}", "-p", "no:cacheprovider")
    result.assert_outcomes(failed=3)
    text = result.stdout.str()
    for needed in ("mat1 and mat2 shapes cannot be multiplied", "user loss boom", "TypeError"):
        assert needed in text
    assert "autograd_lint" not in text, text  # no frame of the checker or its wrappers
    assert "inplace.py" not in text and "checker.py" not in text
