"""`model.zero_grad()` of a model that is one of several classes (`model = A() if flag else
B()`) clears what an optimizer over its parameter groups (`[p for n, p in
model.named_parameters() if ...]`) updates: no AGL004 "clears only part" (minGPT's trainer in
session 44's last look). Zeroing only a part of it still is."""
import textwrap

import pytest

from autograd_lint import lint_source

TRAIN = '''
import sys
import torch
import torch.nn as nn


class A(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(3, 4)
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(self.body(x))


class B(A):
    pass


def train(model):
    decay = [p for n, p in model.named_parameters() if "bias" not in n]
    no_decay = [p for n, p in model.named_parameters() if "bias" in n]
    optimizer = torch.optim.AdamW([{"params": decay}, {"params": no_decay}], lr=1e-3)
    for it in range(3):
        loss = model(torch.randn(4, 3)).sum()
        ZEROED.zero_grad()
        loss.backward()
        optimizer.step()


train(A() if sys.argv[1] == "a" else B())
'''


@pytest.mark.parametrize("zeroed, expected", [("model", []), ("model.fc", ["AGL004"])])
def test_zeroing_a_model_of_one_of_two_classes(zeroed, expected):
    source = textwrap.dedent(TRAIN).replace("ZEROED", zeroed)
    assert [f.code for f in lint_source(source, "train.py")] == expected
