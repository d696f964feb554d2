"""Issue 7, runtime half: the checker never breaks, changes or confuses the user's program.

Faults injected into every monitor's handlers stay warnings; every hook is removed after an
exception; nested and repeated check() blocks; threads; grad-mode nesting.
"""
from __future__ import annotations

import threading
import warnings

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

import torch.nn as nn  # noqa: E402
from runtime_harness import pytest_fixtures  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402
from autograd_lint.runtime.monitors import ALL_MONITORS  # noqa: E402
from autograd_lint.runtime.monitors.base import Monitor  # noqa: E402

fixture_runs, one_torch_thread = pytest_fixtures()

EVENTS = ("install", "on_backward_start", "on_backward_end", "on_step_pre", "on_step_post",
          "on_warning", "on_exception", "on_exit", "on_leaf_backward", "on_zero_grad")


def _program():
    """Touches every event: optimizers, zero_grad, backward, step, in-place ops, a warning, a
    layer swap, a leaf backward; returns the final parameters."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(inplace=True), nn.Linear(8, 2))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(3):
        opt.zero_grad()
        h = model(torch.randn(5, 4))
        h += 1.0
        h.sum().backward()
        opt.step()
    hidden = model[0](torch.randn(2, 4)) * 2
    hidden.sum().backward()
    _ = hidden.grad  # noqa: AGL008 - on purpose: torch warns (non-leaf .grad)
    model[2] = nn.Linear(8, 2)
    leaf = torch.tensor(1.0, requires_grad=True)
    leaf.backward()
    model.zero_grad()
    return [p.detach().clone() for p in model.parameters()]


def _hooks():
    import torch.nn.modules.module as module_py
    import torch.optim.optimizer as optim_py

    return (torch.autograd._engine_run_backward, torch.optim.Optimizer.__dict__["__init__"],
            torch.optim.Optimizer.__dict__["zero_grad"], nn.Module.__dict__["zero_grad"],
            torch.Tensor.add_, torch.Tensor.__iadd__, torch.Tensor.__setitem__, torch.relu_,
            torch._C._nn.leaky_relu_, warnings.showwarning,
            dict(optim_py._global_optimizer_pre_hooks), dict(optim_py._global_optimizer_post_hooks),
            dict(module_py._global_forward_pre_hooks),
            dict(module_py._global_module_registration_hooks),
            dict(module_py._global_parameter_registration_hooks))


@pytest.mark.parametrize("monitor", ALL_MONITORS, ids=lambda cls: cls.code)
def test_faults_in_each_monitor_never_reach_the_program(monitor, monkeypatch):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = _program()

    def boom(self, *args, **kwargs):
        raise RuntimeError(f"injected fault in {self.code}")

    for name in EVENTS:
        if getattr(monitor, name, None) is not getattr(Monitor, name, None) or name == "install":
            monkeypatch.setattr(monitor, name, boom)
    before = _hooks()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with runtime.check() as report:
            got = _program()
    assert _hooks() == before
    assert all(torch.equal(a, b) for a, b in zip(got, expected)), "results changed"
    assert any("injected fault" in e for e in report.internal_errors), report.internal_errors
    assert any("injected fault" in str(w.message) for w in caught)


def test_a_fault_inside_the_inplace_hook_is_a_warning(monkeypatch):
    x = torch.ones(3, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # even -W error
        with runtime.check() as report:
            monkeypatch.setattr(report, "events", None)  # report.add would now fail...
            y = x * 2
            y.add_(1)  # ...but the in-place hook only records: still fine
            y.sum().backward()
    assert torch.equal(x.grad, torch.full((3,), 2.0))


def test_everything_is_removed_after_an_exception_in_user_code():
    before = _hooks()
    with pytest.raises(KeyError):
        with runtime.check():
            _program()
            raise KeyError("user")
    assert _hooks() == before
    with pytest.raises(RuntimeError, match="inplace"):  # torch's own error, then out
        with runtime.check() as report:
            a = torch.ones(3, requires_grad=True)
            b = a.sigmoid()
            b.mul_(2)
            b.sum().backward()
    assert _hooks() == before
    assert report.codes() == ["AGL006"]


def test_nested_and_repeated_blocks():
    def bad_order():
        model = nn.Linear(3, 1)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        model(torch.randn(2, 3)).sum().backward()
        opt.zero_grad()
        opt.step()

    before = _hooks()
    for _ in range(3):  # repeated: each block starts afresh and finds the same thing
        with runtime.check() as report:
            bad_order()
        assert report.codes() == ["AGL014"]
        assert _hooks() == before
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with runtime.check() as outer:
            with runtime.check() as inner:  # inert, says so
                bad_order()
            bad_order()
    assert inner.notices and not inner.internal_errors and not inner.events
    assert outer.codes() == ["AGL014"] and outer.events[0].count >= 1
    assert _hooks() == before


def test_threads_do_not_confuse_the_checker():
    errors = []

    def train(seed, out):
        try:
            g = torch.Generator().manual_seed(seed)
            model = nn.Linear(4, 1)
            opt = torch.optim.SGD(model.parameters(), lr=0.1)
            for _ in range(5):
                opt.zero_grad()
                model(torch.randn(3, 4, generator=g)).pow(2).mean().backward()
                opt.step()
            out.append(model.weight.detach().clone())
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    with runtime.check() as report:
        outs = [[] for _ in range(4)]
        threads = [threading.Thread(target=train, args=(i, outs[i])) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert not errors and all(len(o) == 1 for o in outs)
    assert not report.events, report.format_text()
    assert not report.internal_errors, report.internal_errors


def test_grad_mode_nesting_does_not_confuse_it():
    model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(inplace=True), nn.Linear(3, 1))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    with runtime.check() as report:
        for _ in range(3):
            opt.zero_grad()
            with torch.no_grad():
                stats = model(torch.randn(2, 3))
                stats.add_(1)  # in place under no_grad: no graph
                with torch.enable_grad():
                    inner = model(torch.randn(2, 3)).sum()
            with torch.inference_mode():
                model(torch.randn(2, 3)).mul_(2)
            with torch.set_grad_enabled(True):
                loss = model(torch.randn(2, 3)).sum() + inner
            loss.backward()
            opt.step()
    assert not report.events, report.format_text()
    assert not report.internal_errors, report.internal_errors
