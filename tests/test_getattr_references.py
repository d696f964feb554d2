"""`getattr(trainer.model, self.attr)` with a name a monitor was given reads that attribute, as
`trainer.model.dogs` does: the embedding's weight requires grad, so `.numpy()` on it fails
(AGL013); `.detach()` first is fine."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import numpy as np
import torch
from torch import nn


class Kennel(nn.Module):
    def __init__(self):
        super().__init__()
        self.dogs = nn.Embedding(5, 3)
        self.head = nn.Linear(3, 1)

    def forward(self, dog):
        return self.head(self.dogs(dog)).squeeze(-1)


class Trainer:
    def __init__(self, model, monitors):
        self.model = model
        self.optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        self.monitors = list(monitors)

    def epoch(self, dog, y):
        loss = (self.model(dog) - y).pow(2).mean()
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return [monitor(self) for monitor in self.monitors]


class Spectrum:
    def __init__(self, attr):
        self.attr = attr

    def __call__(self, trainer):
        table = getattr(trainer.model, self.attr).weight
        return np.linalg.svd(TABLE, compute_uv=False)


trainer = Trainer(Kennel(), [Spectrum("dogs")])
for _ in range(3):
    trainer.epoch(torch.randint(0, 5, (8,)), torch.randn(8))
'''


def codes(table: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("TABLE", table))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_weight_read_through_getattr_needs_detach():
    assert codes("table.cpu().numpy()") == [(37, "AGL013")]


def test_detached_weight():
    assert codes("table.detach().cpu().numpy()") == []
