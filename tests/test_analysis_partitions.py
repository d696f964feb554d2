"""Optimizers over parts of one model picked parameter by parameter (Muon for the matrices,
AdamW for the rest): whether they share a parameter is not known, so stepping both after one
backward is no second application of the same gradients (AGL004)."""
import textwrap

from autograd_lint import lint_source

LOOP = '''
import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
SPLIT
optimizers = [torch.optim.SGD(hidden, lr=0.1), torch.optim.AdamW(rest, lr=1e-3)]
for step in range(10):
    for optimizer in optimizers:
        optimizer.zero_grad()
    loss = model(torch.randn(16, 4)).pow(2).mean()
    loss.backward()
    for optimizer in optimizers:
        optimizer.step()
'''


def codes(split: str) -> list[str]:
    source = LOOP.replace("SPLIT", textwrap.dedent(split).strip())
    return [f.code for f in lint_source(source, "train.py")]


def test_parameters_split_by_a_test_between_two_optimizers():
    for split in ('''
                  hidden, rest = [], []
                  for name, param in model.named_parameters():
                      (hidden if param.ndim == 2 else rest).append(param)
                  ''', '''
                  hidden, rest = [], []
                  for name, param in model.named_parameters():
                      if param.ndim == 2:
                          hidden.append(param)
                      else:
                          rest.append(param)
                  ''', '''
                  hidden = [p for p in model.parameters() if p.ndim == 2]
                  rest = [p for p in model.parameters() if p.ndim != 2]
                  '''):
        assert codes(split) == [], split


def test_two_optimizers_over_every_parameter_apply_the_gradients_twice():
    assert codes("hidden = rest = list(model.parameters())") == ["AGL004"]
