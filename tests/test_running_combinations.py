"""AGL010: a running combination of the loss kept across iterations (an exponential smoothing
`self.smoothed = beta * self.smoothed + (1 - beta) * loss`, `avg = avg * 0.9 + loss * 0.1`)
chains every iteration's graph, as `+=` does. Smoothing `loss.item()` is fine."""
import textwrap

from autograd_lint import lint_source

METER = '''
import torch
import torch.nn as nn


class SmoothedLoss:
    def __init__(self, beta=0.98):
        self.beta = beta
        self.smoothed = None

    def update(self, loss):
        if self.smoothed is None:
            self.smoothed = loss
        else:
            self.smoothed = self.beta * self.smoothed + (1 - self.beta) * loss
        return self


model = nn.Linear(4, 2)
optimizer = torch.optim.Adam(model.parameters())
meter = SmoothedLoss()
avg = 0.0
for x in [torch.randn(8, 4) for _ in range(5)]:
    loss = model(x).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    KEEP
'''


def codes(keep: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(METER.replace("KEEP", keep))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_smoothing_the_loss_tensor_is_reported():
    assert codes("meter.update(loss)") == [(28, "AGL010")]
    assert codes("avg = avg * 0.9 + loss * 0.1") == [(28, "AGL010")]


def test_smoothing_its_value_is_fine():
    assert codes("meter.update(loss.item())") == []
    assert codes("avg = avg * 0.9 + loss.item() * 0.1") == []
    assert codes("avg = 0.9 * avg + 0.1 * loss.detach()") == []
