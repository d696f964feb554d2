"""`self.meters = defaultdict(SmoothedValue)` (torchvision's MetricLogger): every entry read is
what the factory makes, so loss tensors handed to `logger.update(loss=loss)` that the meter
accumulates keep their graphs (AGL010); a logger that takes `.item()` first (itself, under an
`isinstance(v, torch.Tensor)` test, or at the caller) keeps numbers."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
from collections import defaultdict, deque

import torch
import torch.nn as nn


class SmoothedValue:
    def __init__(self, window=20):
        self.window = deque(maxlen=window)
        self.total = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.window.append(value)
        self.count += n
        self.total += value * n


class MetricLogger:
    def __init__(self):
        self.meters = defaultdict(FACTORY)

    def update(self, **kwargs):
        for name, value in kwargs.items():
            CONVERT
            self.meters[name].update(value)


def train_one_epoch(model, optimizer, batches, logger):
    for x, y in batches:
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        logger.update(loss=PASSED)


model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
logger = MetricLogger()
for epoch in range(3):
    train_one_epoch(model, optimizer, [(torch.randn(4, 3), torch.randn(4, 1))], logger)
'''


def codes(factory="SmoothedValue", convert="pass", passed="loss") -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("FACTORY", factory).replace("CONVERT", convert)
                             .replace("PASSED", passed))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_losses_accumulated_by_default_made_meters_are_reported():
    assert codes() == [(27, "AGL010")]


def test_a_lambda_factory_makes_the_same_meters():
    assert codes(factory="lambda: SmoothedValue(window=10)") == [(27, "AGL010")]


def test_numbers_taken_at_the_caller_are_fine():
    assert codes(passed="loss.item()") == []


def test_numbers_taken_by_the_logger_under_a_tensor_test_are_fine():
    convert = "if isinstance(value, torch.Tensor):\n                value = value.item()"
    assert codes(convert=convert) == []
