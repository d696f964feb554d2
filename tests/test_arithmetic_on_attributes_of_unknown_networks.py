"""`self.policy.log_alpha` of a network whose class is not known here was taken for a submodule;
in arithmetic (`alpha_loss = -self.policy.log_alpha * (log_prob.detach() + target).mean()`) it
is a parameter or a tensor after all, whose graph is unknown: no AGL018 "the loss has no graph"
(train-procgen-pytorch's SAC temperature loss, session 44's last look). A loss made only of
detached values is still reported."""
import textwrap

import pytest

from autograd_lint import lint_source

AGENT = '''
import torch
from torch import optim


class Agent:
    def __init__(self, policy):
        self.policy = policy
        params = [p for name, p in self.policy.named_parameters() if name != "log_alpha"]
        self.optimizer = optim.Adam(params, lr=1e-3)
        self.alpha_optimizer = optim.Adam([self.policy.log_alpha], lr=1e-3)

    def optimize(self, obs_batch, act_batch):
        self.policy.train()
        dist_batch, value_batch, _ = self.policy(obs_batch, None, None)
        log_prob_act = dist_batch.log_prob(act_batch).detach()
        alpha_loss = LOSS
        alpha_loss.backward()
        self.alpha_optimizer.step()
        self.alpha_optimizer.zero_grad()
'''


@pytest.mark.parametrize("loss, expected", [
    ("- self.policy.log_alpha * (log_prob_act + 1.0).mean()", []),
    ("(self.policy.log_alpha.exp() * (log_prob_act + 1.0)).mean()", []),
    ("(log_prob_act + 1.0).mean()", ["AGL018"]),
])
def test_a_temperature_loss_of_a_policy_of_unknown_class(loss, expected):
    source = textwrap.dedent(AGENT).replace("LOSS", loss)
    assert [f.code for f in lint_source(source, "agent.py")] == expected
