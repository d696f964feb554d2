"""A window of recent losses kept as a tensor, `self.recent = torch.cat([self.recent,
loss.reshape(1)])[-k:]`, joins each step's graph to the last: kept for the run, the chain grows
every step (AGL010), reported where the loss is handed over. Detached first, or a window made
anew each step, it keeps nothing."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
from torch import nn


class Watcher:
    def __init__(self, window=4):
        self.window = window
        self.recent = torch.empty(0)

    def observe(self, loss):
        self.recent = torch.cat([self.recent, KEPT.reshape(1)])[-self.window:]
        return self.recent.mean().item()


model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
watcher = Watcher()
for _ in range(5):
    loss = model(torch.randn(4, 3)).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    watcher.observe(loss)
'''


def codes(kept: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("KEPT", kept))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_window_of_graph_carrying_losses():
    assert codes("loss") == [(24, "AGL010")]


def test_window_of_detached_losses():
    assert codes("loss.detach()") == []
