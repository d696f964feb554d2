"""A part of a deep copy of an `nn.ModuleDict`, read by key (`ema["head"]` of `ema =
copy.deepcopy(nets)`), is a copy of the original's part: its output in the loss of an update
that steps only the original sends a backward through the copy (AGL001, once for the copy, not
once per part). Run under `no_grad`, or detached, it is fine."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import copy

import torch
import torch.nn as nn
import torch.nn.functional as F

nets = nn.ModuleDict({"body": nn.Linear(12, 16), "head": nn.Linear(16, 8)})
slow = copy.deepcopy(nets)
predict = nn.Linear(8, 8)
optimizer = torch.optim.Adam([*nets.parameters(), *predict.parameters()], lr=1e-3)


def slow_view(batch):
    TARGET


for it in range(50):
    batch = torch.randn(32, 12)
    guess = predict(nets["head"](nets["body"](batch + 0.05 * torch.randn_like(batch))))
    aim = slow_view(batch)
    loss = (2 - 2 * F.cosine_similarity(guess, aim, dim=-1)).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    with torch.no_grad():
        for mine, theirs in zip(slow.parameters(), nets.parameters()):
            mine.lerp_(theirs, 0.01)
'''


def findings(target: str) -> list[tuple[str, int]]:
    source = textwrap.dedent(PROGRAM).replace("TARGET", target)
    return [(f.code, f.line) for f in lint_source(source, "byol.py")]


def test_the_copy_run_with_grad_is_reported_once():
    assert findings('return slow["head"](slow["body"](batch))') == [("AGL001", 15)]


@pytest.mark.parametrize("target", [
    'with torch.no_grad():\n        return slow["head"](slow["body"](batch))',
    'return slow["head"](slow["body"](batch)).detach()',
])
def test_the_copy_run_without_a_graph(target):
    assert findings(target) == []
