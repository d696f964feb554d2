"""A loss made of a detached tensor and an object nothing shows (a temperature handed in as
`*build_networks(...)`'s entry, which an optimizer holds) is not known to have no graph (AGL018);
nor is one of an op on a leaf bound to no name (`torch.zeros(1, requires_grad=True) + c`). A
loss of detached tensors and known numbers only still is."""
import pytest

from autograd_lint import lint_source

UNKNOWN_TEMPERATURE = '''
import torch
from nets import build_networks


class Agent:
    def __init__(self, policy, log_alpha, entropy_target=-2.0):
        self.policy, self.log_alpha = policy, log_alpha
        self.entropy_target = entropy_target
        self.alpha_opt = torch.optim.Adam([log_alpha], lr=1e-3)

    def update(self, states):
        log_prob = self.policy(states).log_softmax(-1).max(-1).values
        loss = -(self.log_alpha * (log_prob.detach() + self.entropy_target)).mean()
        self.alpha_opt.zero_grad()
        loss.backward()
        self.alpha_opt.step()


agent = Agent(*build_networks())
for _ in range(3):
    agent.update(torch.randn(8, 4))
'''

UNBOUND_LEAF = '''
import math
import torch
import torch.nn as nn

policy = nn.Linear(4, 3)
log_alpha = torch.zeros(1, requires_grad=True) {op} math.log(0.2)
alpha_opt = torch.optim.Adam([log_alpha], lr=1e-3)
for _ in range(3):
    log_prob = policy(torch.randn(8, 4)).log_softmax(-1).max(-1).values
    loss = -(log_alpha * (log_prob.detach() - 2.0)).mean()
    alpha_opt.zero_grad()
    loss.backward()
    alpha_opt.step()
'''

DETACHED_ONLY = '''
import torch
import torch.nn as nn

policy = nn.Linear(4, 3)
opt = torch.optim.Adam(policy.parameters(), lr=1e-3)
for _ in range(3):
    log_prob = policy(torch.randn(8, 4)).log_softmax(-1).max(-1).values
    loss = -(0.5 * (log_prob.detach() - 2.0)).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def codes(source):
    return sorted({f.code for f in lint_source(source, "train.py")})


def test_a_temperature_handed_in_unseen():
    assert codes(UNKNOWN_TEMPERATURE) == []


@pytest.mark.parametrize("op", ["+", "*"])
def test_an_op_on_a_leaf_bound_to_no_name_builds_a_graph(op):
    # (the temperature is no leaf: AGL020 says so, and the loss still reaches it)
    assert codes(UNBOUND_LEAF.replace("{op}", op)) == ["AGL020"]


def test_a_loss_of_detached_tensors_and_numbers_still_has_no_graph():
    assert codes(DETACHED_ONLY) == ["AGL018"]
