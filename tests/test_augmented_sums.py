"""`total += term` is the element-wise `total = total + term`: a sum of scalar losses is a scalar
(a stage-summed loss handed to a meter that accumulates it keeps its graph, AGL010), and a sum
of per-sample losses has several elements (its plain backward fails, AGL007)."""
import textwrap

from autograd_lint import lint_source

METER = '''
import torch
import torch.nn as nn


class AverageMeter:
    def __init__(self):
        self.sum = 0
        self.count = 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n


def stage_loss(outputs, target):
    criterion = nn.MSELoss()
    total = 0
    for out in outputs:
        total += criterion(out, target)
    return total


def train(model, optimizer, batches):
    meter = AverageMeter()
    for x, y in batches:
        loss = stage_loss([model(x), model(x * 2)], y)
        meter.update(HANDED, x.size(0))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return meter.sum


model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(3):
    train(model, optimizer, [(torch.randn(4, 3), torch.randn(4, 1))])
'''

PER_SAMPLE = '''
import torch
import torch.nn as nn

model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
criterion = nn.MSELoss(reduction=REDUCTION)
for _ in range(3):
    x = torch.randn(4, 3)
    total = 0
    for view in (x, x.flip(0)):
        total += criterion(model(view), torch.randn(4, 1))
    optimizer.zero_grad()
    total.backward()
    optimizer.step()
'''


def codes(program: str, **holes: str) -> list[tuple[int, str]]:
    for hole, text in holes.items():
        program = program.replace(hole, text)
    return sorted((f.line, f.code) for f in lint_source(textwrap.dedent(program), "t.py"))


def test_summed_loss_handed_to_meter_is_kept():
    assert codes(METER, HANDED="loss") == [(28, "AGL010")]


def test_summed_loss_number_handed_to_meter():
    assert codes(METER, HANDED="loss.item()") == []


def test_sum_of_per_sample_losses_needs_reduction():
    assert codes(PER_SAMPLE, REDUCTION='"none"') == [(14, "AGL007")]


def test_sum_of_mean_losses_is_scalar():
    assert codes(PER_SAMPLE, REDUCTION='"mean"') == []
