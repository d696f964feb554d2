"""A project function returning the context of a run phase, which enters `torch.no_grad()`
only for some phases (`if name != "train": stack.enter_context(torch.no_grad())`), sets a
grad mode that depends on its arguments: under it, an evaluation is not known to build graphs
(no AGL009). A phase context that never switches the grad mode leaves the evaluation with
grad on (AGL009)."""
from __future__ import annotations

from checkout_projects import findings, write_project

PHASES = """
import time
from contextlib import ExitStack, contextmanager

import torch


@contextmanager
def _timer(log, name):
    start = time.perf_counter()
    yield
    log[name] = log.get(name, 0.0) + time.perf_counter() - start


def phase(name, model, log):
    stack = ExitStack()
    stack.enter_context(_timer(log, name))
    model.train(name == "train")
    {switch}
    return stack
"""

LOOP = """
import torch
import torch.nn.functional as F

import phases


def train_epoch(model, optimizer, batches, log):
    with phases.phase("train", model, log):
        for x, y in batches:
            optimizer.zero_grad()
            loss = F.mse_loss(model(x), y)
            loss.backward()
            optimizer.step()


def evaluate(model, x, y, log):
    with phases.phase("eval", model, log):
        return (model(x) - y).abs().mean().item()


model = torch.nn.Linear(4, 1)
optimizer = torch.optim.Adam(model.parameters())
batches = [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(3)]
log = {}
for epoch in range(2):
    train_epoch(model, optimizer, batches, log)
    print(evaluate(model, torch.randn(8, 4), torch.randn(8, 1), log))
"""


def test_a_phase_that_enters_no_grad_for_evaluation_only_is_not_known_to_build_graphs(tmp_path):
    switch = 'if name != "train":\n        stack.enter_context(torch.no_grad())'
    write_project(tmp_path, {"phases.py": PHASES.replace("{switch}", switch), "loop.py": LOOP})
    assert findings(tmp_path) == set()


def test_a_phase_that_never_switches_the_grad_mode_builds_graphs(tmp_path):
    write_project(tmp_path, {"phases.py": PHASES.replace("{switch}", "pass"), "loop.py": LOOP})
    assert ("loop.py", 18, "AGL009") in findings(tmp_path)
