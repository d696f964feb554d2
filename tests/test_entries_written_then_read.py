"""An entry written at an index the analysis does not know (`self.hidden[i] = relu(...)`) and
read back at the same index before the index or the container changes (`h_in =
self.hidden[i]`) is the value just written, not any entry the list may hold: a forward that
keeps its per-layer activations on `self` does not carry the previous iteration's graph
(Two-stage-VAE's S2Encoder was a false AGL005). An entry read before it is written again is the
previous iteration's, and backpropagating through it twice still is AGL005."""
import pytest

from autograd_lint import lint_source

NET = """import torch
import torch.nn as nn


class Stack(nn.Module):
    def __init__(self, width=8, layers=2, batch=4):
        super().__init__()
        self.fc = nn.ModuleList([nn.Linear(width, width) for _ in range(layers)])
        self.hidden = []
        for _ in range(layers):
            self.hidden.append(torch.zeros(batch, width))

    def forward(self, x):
        h_in = x
        for i in range(len(self.fc)):
BODY
        return h_in


net = Stack()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = net(torch.randn(4, 8)).pow(2).mean()
    loss.backward()
    opt.step()
"""

WRITTEN_THEN_READ = """            self.hidden[i] = torch.relu(self.fc[i](h_in))
            h_in = self.hidden[i]"""
READ_THEN_WRITTEN = """            h_in = torch.relu(self.fc[i](h_in) + self.hidden[i])
            self.hidden[i] = h_in"""


@pytest.mark.parametrize("body, expected", [(WRITTEN_THEN_READ, []),
                                            (READ_THEN_WRITTEN, ["AGL005"])])
def test_an_entry_read_at_the_index_just_written(body, expected):
    source = NET.replace("BODY", body)
    assert [f.code for f in lint_source(source, "net.py")] == expected
