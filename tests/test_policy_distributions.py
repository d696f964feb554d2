"""A network whose forward returns a torch distribution (a policy's `Normal(mean, std)`) gives a
distribution of its call's graph: `sample()` carries none of it, `rsample()`, `log_prob()` and
attributes such as `.mean` carry it."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

POLICY = """
import torch
from torch import nn
import torch.nn.functional as F
from torch.distributions import Normal


class Policy(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 16), nn.Tanh())
        self.mean = nn.Linear(16, 2)
        self.log_std = nn.Parameter(torch.zeros(2))

    def forward(self, x):
        return Normal(self.mean(self.body(x)), self.log_std.exp())


def reward_of(x, actions):
    return -((actions - x[:, :2]) ** 2).sum(1)


policy, critic = Policy(), nn.Linear(3, 1)
opt_policy = torch.optim.Adam(policy.parameters(), lr=1e-3)
opt_critic = torch.optim.Adam(critic.parameters(), lr=1e-3)
for _ in range(100):
    x = torch.randn(32, 3)
    values = critic(x).squeeze(1)
    dist = policy(x)
    actions = dist.{draw}()
    reward = reward_of(x, actions)
    critic_loss = F.mse_loss(values, reward)
    opt_critic.zero_grad()
    critic_loss.backward()
    opt_critic.step()
    advantage = (reward - values).detach()
    policy_loss = -(dist.log_prob(actions).sum(1) * advantage).mean()
    opt_policy.zero_grad()
    policy_loss.backward()
    opt_policy.step()
"""


def codes(source: str) -> set[tuple[int, str]]:
    return {(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")}


def test_sampled_actions_carry_no_graph():
    assert codes(POLICY.replace("{draw}", "sample")) == set()


def test_reparameterised_actions_carry_the_policys_graph():
    # the critic's backward frees the policy's graph, which the policy's loss walks again
    source = POLICY.replace("{draw}", "rsample")
    line = source.splitlines().index("    policy_loss.backward()") + 1
    assert (line, "AGL005") in codes(source)


def test_a_distributions_mean_carries_its_graph():
    source = """
    import torch
    from torch import nn
    from torch.distributions import Normal

    head = nn.Linear(4, 2)
    optimizer = torch.optim.SGD(head.parameters(), lr=0.1)
    errors = []
    for _ in range(10):
        x, y = torch.randn(8, 4), torch.randn(8, 2)
        dist = Normal(head(x), 1.0)
        error = ((dist.mean - y) ** 2).mean()
        errors.append(error)
        optimizer.zero_grad()
        error.backward()
        optimizer.step()
        spread = dist.batch_shape
    """
    assert (13, "AGL010") in codes(source)
