"""A forward that saves a view of the state it is handed (`pos = state[:, :1]` then
`torch.sin(pos)`, or `state.split(1, dim=1)`) saves the state's memory: the caller's in-place
`state += dt * field(state)` then breaks the backward (AGL006, observed: "modified by an inplace
operation"). A copy (`.clone()`, an index list) saves other memory, and an out-of-place update
leaves the saved tensor alone."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn


class Drift(nn.Module):
    def __init__(self):
        super().__init__()
        self.damping = nn.Linear(1, 1)

    def forward(self, state):
        PARTS
        accel = -torch.sin(pos) + 0.1 * self.damping(torch.ones_like(vel))
        return torch.cat([vel, accel], dim=1)


def integrate(drift, start, n_steps, dt=0.05):
    state = start.clone()
    for _ in range(n_steps):
        UPDATE
    return state


drift = Drift()
opt = torch.optim.Adam(drift.parameters(), lr=1e-2)
for epoch in range(5):
    opt.zero_grad()
    end = integrate(drift, torch.randn(8, 2), 10)
    end.pow(2).mean().backward()
    opt.step()
'''

IN_PLACE = "state += dt * drift(state)"


def codes(parts: str, update: str = IN_PLACE) -> list[str]:
    source = textwrap.dedent(PROGRAM).replace("PARTS", parts).replace("UPDATE", update)
    return sorted(f.code for f in lint_source(source, "rollout.py"))


@pytest.mark.parametrize("parts", [
    "pos, vel = state[:, :1], state[:, 1:]",
    "pos, vel = state.split(1, dim=1)",
    "pos, vel = torch.chunk(state, 2, dim=1)",
    "pos = state.narrow(1, 0, 1); vel = state[:, 1:]",
    "pos = state[:, :1].view(-1, 1); vel = state[:, 1:]",
])
def test_a_saved_view_of_the_state_edited_in_place_by_the_caller(parts):
    assert "AGL006" in codes(parts)


@pytest.mark.parametrize("parts", [
    "pos, vel = state[:, :1].clone(), state[:, 1:]",
    "pos, vel = state[:, [0]], state[:, 1:]",
])
def test_a_saved_copy_of_the_state(parts):
    assert "AGL006" not in codes(parts)


def test_an_out_of_place_update_of_the_state():
    assert "AGL006" not in codes("pos, vel = state[:, :1], state[:, 1:]",
                                 "state = state + dt * drift(state)")
