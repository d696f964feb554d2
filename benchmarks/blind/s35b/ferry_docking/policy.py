import torch
from torch import nn


class HelmPolicy(nn.Module):
    """Thrust command from the approach state; keeps the episode's log-probabilities."""

    def __init__(self, n_obs, n_actions, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_obs, width), nn.Tanh(),
                                 nn.Linear(width, width), nn.Tanh(),
                                 nn.Linear(width, n_actions))
        self.saved_log_probs = []
        self.rewards = []

    def forward(self, obs):
        return torch.distributions.Categorical(logits=self.net(obs))
