"""A dict comprehension of losses (`{t: F.mse_loss(pred[t], y[t]) for t in pred}`) is a dict of
tensors: its `.items()` pairs keys with them, so a weighting helper that sums each entry over an
epoch (`self._sums[t] = self._sums.get(t, 0.0) + v`) keeps every iteration's graph (AGL010, told
as "the tensors in 'losses'"); the same helper given numbers is fine."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class TaskBalancer:
    def __init__(self):
        self._sums = {}
        self._batches = 0

    def observe(self, losses):
        for task, value in losses.items():
            self._sums[task] = self._sums.get(task, 0.0) + value
        self._batches += 1


heads = nn.ModuleDict({"sugar": nn.Linear(3, 1), "acid": nn.Linear(3, 1)})
opt = torch.optim.Adam(heads.parameters(), lr=1e-3)
balancer = TaskBalancer()
for epoch in range(2):
    for x in [torch.randn(8, 3)] * 3:
        pred = {t: head(x).squeeze(1) for t, head in heads.items()}
        losses = {t: F.mse_loss(pred[t], torch.zeros(8)) for t in pred}
        total = sum(losses.values())
        opt.zero_grad()
        total.backward()
        opt.step()
        balancer.observe(OBSERVED)
'''


def findings(observed: str):
    return lint_source(textwrap.dedent(PROGRAM.replace("OBSERVED", observed)), "t.py")


def test_a_dict_of_losses_summed_over_an_epoch_is_reported():
    found = findings("losses")
    assert [(f.line, f.code) for f in found] == [(29, "AGL010")]
    assert "the tensors in 'losses'" in found[0].message


def test_the_same_dict_of_numbers_is_fine():
    assert findings("{t: v.item() for t, v in losses.items()}") == []
