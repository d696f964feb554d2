"""Running sums kept per key (`sums[key] = sums.get(key, 0.0) + value * n`, an mmcv-style log
buffer): fed the loss tensors themselves, every iteration's graph is chained into the sum
(AGL010), reported where the caller hands the dict over; fed `.item()` values, nothing is kept.
`dict(...)` and `OrderedDict(...)` of keywords are dicts of exactly those entries."""
import textwrap

import pytest

from autograd_lint import lint_source

LOOP = '''
import torch
import torch.nn as nn
from collections import OrderedDict


class LogBuffer:
    def __init__(self):
        self.sums = OrderedDict()
        self.counts = OrderedDict()

    def update(self, values, count=1):
        for key, value in values.items():
            self.sums[key] = SUM
            self.counts[key] = self.counts.get(key, 0) + count


net = nn.Linear(4, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
logs = LogBuffer()
for _ in range(5):
    loss = net(torch.randn(8, 4)).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    HANDOVER
'''


def findings(handover: str, total: str = "self.sums.get(key, 0.0) + value * count"):
    source = textwrap.dedent(LOOP).replace("SUM", total).replace("HANDOVER", handover)
    return [(f.code, f.line, f.message) for f in lint_source(source, "logs.py")]


@pytest.mark.parametrize("handover", [
    'logs.update({"loss": loss}, 8)',
    'logs.update(dict(loss=loss), 8)',
    'logs.update(OrderedDict(loss=loss), 8)',
    'log_vars = OrderedDict(); log_vars["loss"] = loss; logs.update(log_vars, 8)',
])
def test_loss_tensors_summed_per_key_across_iterations(handover):
    [(code, line, message)] = findings(handover)
    assert (code, line) == ("AGL010", 26)
    assert message.startswith("the tensors in '") and "handed to logs.update()" in message
    assert message.endswith("pass their .item() values instead")


def test_the_entry_read_by_subscript_is_the_same_sum():
    assert [code for code, _, _ in findings('logs.update({"loss": loss}, 8)',
                                            "self.sums[key] + value * count")] == ["AGL010"]


@pytest.mark.parametrize("handover", [
    'logs.update({"loss": loss.item()}, 8)',
    'logs.update(dict(loss=loss.detach()), 8)',
])
def test_plain_numbers_summed_per_key_are_fine(handover):
    assert findings(handover) == []


def test_another_entry_added_is_no_running_sum():
    assert findings('logs.update({"loss": loss}, 8)',
                    "self.counts.get(key, 0.0) + value * count") == []
