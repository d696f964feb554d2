"""A mixed AGL001 (a tensor carrying both a foreign network's graph and what the update trains)
is reported only where the foreign call is fed by nothing the update trains, so that its output
can be detached where it joins. A policy rolled out through a learned dynamics model
(`s = s + dynamics(s, policy(s))`) sends the policy's own gradient through the dynamics: no
detach belongs there."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn

dynamics = nn.Linear(3, 2)
policy = nn.Linear(2, 1)
encoder = nn.Linear(2, 2)
opt_dyn = torch.optim.Adam(dynamics.parameters())
opt_pol = torch.optim.Adam(list(policy.parameters()) + list(encoder.parameters()))
for start in [torch.randn(8, 2)]:
    s = start
    cost = 0.0
    for _ in range(5):
        STEP
        cost = cost + s.pow(2).mean()
    opt_pol.zero_grad()
    cost.backward()
    opt_pol.step()
'''


def codes(step: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("STEP", step))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_a_rollout_through_learned_dynamics_is_fine():
    step = "a = policy(encoder(s))\n        s = s + dynamics(torch.cat([s, a], 1))"
    assert [c for c in codes(step) if c[1] == "AGL001"] == []


def test_a_foreign_output_fed_by_data_only_is_reported_where_it_joins():
    step = ("a = policy(encoder(s) + dynamics(torch.cat([start, start[:, :1]], 1)))\n"
            "        s = s + a")
    assert (14, "AGL001") in codes(step)
