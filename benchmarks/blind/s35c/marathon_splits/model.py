import torch
from torch import nn


class FinishTimeModel(nn.Module):
    def __init__(self, n_runners, n_features, runner_dim=4, width=48):
        super().__init__()
        self.runner = nn.Embedding(n_runners, runner_dim)
        nn.init.normal_(self.runner.weight, std=0.01)
        self.net = nn.Sequential(
            nn.Linear(n_features + runner_dim, width), nn.GELU(),
            nn.Linear(width, width), nn.GELU(),
            nn.Linear(width, 1),
        )

    def dense_parameters(self):
        return list(self.net.parameters())

    def runner_parameters(self):
        return list(self.runner.parameters())

    def forward(self, runner, features):
        return self.net(torch.cat([features, self.runner(runner)], dim=1))
