"""Long runs: the checker keeps no dropped model alive and its logs stay bounded."""
from __future__ import annotations

import gc
import weakref

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

import torch.nn as nn  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402


def _train_and_drop(width: int):
    model = nn.Sequential(nn.Linear(16, width), nn.ReLU(), nn.Linear(width, 4))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    for _ in range(3):
        opt.zero_grad()
        model(torch.randn(8, 16)).pow(2).mean().backward()
        opt.step()
    return weakref.ref(model[0].weight), weakref.ref(model[0].weight.grad)


@pytest.mark.parametrize("light", [False, True], ids=["full", "light"])
def test_sweep_of_ten_models_keeps_none_alive(light):
    with runtime.check(light=light) as report:
        refs = []
        for width in range(32, 42):
            refs.append(_train_and_drop(width))
            gc.collect(1)  # (the young generations hold the dropped model's cycles)
            # each dropped model is released at once, not at the checker's exit
            assert all(p() is None and g() is None for p, g in refs), len(refs)
    assert not report.internal_errors and not report.events


def test_inplace_log_stays_bounded_without_backward():
    """An evaluation loop `total += ...` with no backward: the in-place log does not grow."""
    model = nn.Linear(8, 1)
    with runtime.check() as report:
        monitor = next(m for m in _checker_of(report).monitors if m.code == "AGL006")
        total = torch.zeros(())
        for _ in range(500):
            total += model(torch.randn(4, 8)).sum().detach()
        assert sum(len(ops) for ops in monitor.log.values()) <= 8
    assert not report.internal_errors


def _checker_of(report):
    from autograd_lint.runtime.checker import _ACTIVE

    (checker,) = [c for c in _ACTIVE if c.report is report]
    return checker
