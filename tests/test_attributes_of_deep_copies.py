"""A deep copy of a project network (a target critic) holds copies of the original's layers: its
forward is followed on them, so the entries of the tuple it returns carry the copy's graph. A
target computed with grad feeds the critic's update (AGL001); computed under `no_grad`, nothing
foreign reaches it."""
import pytest

from autograd_lint import lint_source

TWIN_TARGET = '''
import copy
import torch
import torch.nn as nn
import torch.nn.functional as F


class TwinCritic(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.first = nn.Sequential(nn.Linear(width, 16), nn.ReLU(), nn.Linear(16, 1))
        self.second = nn.Sequential(nn.Linear(width, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, states, actions):
        joined = torch.cat([states, actions], dim=1)
        return self.first(joined), self.second(joined)


critic = TwinCritic(4)
target_critic = copy.deepcopy(critic)
critic_opt = torch.optim.Adam(critic.parameters())
for _ in range(3):
    states, actions = torch.randn(8, 3), torch.randn(8, 1)
    next_states, rewards = torch.randn(8, 3), torch.randn(8, 1)
{guard}    next_first, next_second = target_critic(next_states, actions)
{guard}    target = rewards + 0.9 * torch.min(next_first, next_second)
    first, second = critic(states, actions)
    loss = F.mse_loss(first, target) + F.mse_loss(second, target)
    critic_opt.zero_grad()
    loss.backward()
    critic_opt.step()
'''


@pytest.mark.parametrize("guard, expected", [
    ("", [("AGL001", 25)]),
    ("    with torch.no_grad():\n    ", []),
])
def test_a_target_copy_of_a_twin_critic(guard, expected):
    source = TWIN_TARGET.replace("{guard}", guard, 1).replace("{guard}", "    " if guard else "")
    assert [(f.code, f.line) for f in lint_source(source, "td3.py")] == expected
