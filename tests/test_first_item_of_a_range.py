"""`for t in range(0, steps, r)` runs its first item with `t == 0`: a decoder's attention that
resets what it carries on `if t == 0: self.reset(...)` starts each forward from fresh state,
so the next training step's backward meets no graph the last one freed (no AGL005). State
reset on a test the first item does not decide (`if t == 1`) is still carried from the last
call at the first step, whose backward then walks a freed graph (AGL005, observed)."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn


class Attend(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.query = nn.Linear(dim, dim)
        self.weights = torch.zeros(1, 1)

    def reset(self, keys):
        self.weights = torch.zeros(keys.shape[0], keys.shape[1])

    def forward(self, keys, state, t):
        if RESET_TEST:
            self.reset(keys)
        scores = torch.softmax((keys @ self.query(state).unsqueeze(-1)).squeeze(-1), dim=-1)
        self.weights = 0.5 * self.weights + scores
        return (self.weights.unsqueeze(-1) * keys).sum(1)


class Decoder(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.attend = Attend(dim)
        self.cell = nn.GRUCell(dim, dim)

    def forward(self, keys, steps):
        state = keys.mean(1)
        outs = []
        for t in range(START, steps):
            state = self.cell(self.attend(keys, state, t), state)
            outs.append(state)
        return torch.stack(outs, 1)


decoder = Decoder(6)
opt = torch.optim.Adam(decoder.parameters(), lr=1e-3)
for it in range(3):
    opt.zero_grad()
    decoder(torch.randn(2, 7, 6), 4).pow(2).mean().backward()
    opt.step()
'''


def codes(test: str, start: str = "0") -> list[str]:
    source = textwrap.dedent(PROGRAM).replace("RESET_TEST", test).replace("START", start)
    return sorted(f.code for f in lint_source(source, "decoder.py"))


@pytest.mark.parametrize("test, start", [("t == 0", "0"), ("t == 1", "1")])
def test_state_reset_at_the_first_step(test, start):
    assert "AGL005" not in codes(test, start)


def test_state_reset_at_a_later_step():
    assert "AGL005" in codes("t == 1")
