"""A network's forward cut at the depth limit (six calls below the script's entry point) returns
a tuple whose entries may or may not share a graph: two backwards through its two entries are not
reported (twin Q heads over one input), two through the same entry still are (AGL005)."""
import pytest

from autograd_lint import lint_paths

NETWORKS = '''
import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(width, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, x):
        return self.layers(x)


class TwinCritic(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.first = Head(width)
        self.second = Head(width)

    def forward(self, states, actions):
        joined = torch.cat([states, actions], dim=1)
        return self.first(joined), self.second(joined)
'''

HELPERS = '''
def apply_gradients(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''

AGENT = '''
import torch

from networks import TwinCritic
from helpers import apply_gradients


class Agent:
    def __init__(self, width):
        self.critic = TwinCritic(width)
        self.first_optim = torch.optim.Adam(self.critic.first.parameters())
        self.second_optim = torch.optim.Adam(self.critic.second.parameters())

    def current_values(self, states, actions):
        return self.critic(states, actions)

    def critic_losses(self, batch):
        states, actions, targets = batch
        first, second = self.current_values(states, actions)
        return ((first - targets) ** 2).mean(), (({second} - targets) ** 2).mean()

    def learn(self, batch):
        first_loss, second_loss = self.critic_losses(batch)
        apply_gradients(self.first_optim, first_loss)
        apply_gradients(self.second_optim, second_loss)

    def play(self, batches):
        for batch in batches:
            self.learn(batch)
'''

MAIN = '''
import torch

from agent import Agent


class Experiment:
    def __init__(self):
        self.agent = Agent(6)

    def run(self, batches):
        for _ in range(3):
            self.agent.play(batches)


def main():
    batches = [(torch.randn(8, 4), torch.randn(8, 2), torch.randn(8, 1)) for _ in range(4)]
    Experiment().run(batches)


if __name__ == "__main__":
    main()
'''


@pytest.mark.parametrize("second, expected", [
    ("second", []),            # each head's loss through its own entry: nothing shared is known
    ("first", ["AGL005"]),     # the same entry backpropagated twice
])
def test_entries_of_a_twin_critic_called_deep_in_an_agent(tmp_path, second, expected):
    (tmp_path / "networks.py").write_text(NETWORKS)
    (tmp_path / "helpers.py").write_text(HELPERS)
    (tmp_path / "agent.py").write_text(AGENT.replace("{second}", second))
    (tmp_path / "main.py").write_text(MAIN)
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [(f.code, f.path.rsplit("/", 1)[-1]) for f in result.findings] == \
        [(code, "helpers.py") for code in expected]
