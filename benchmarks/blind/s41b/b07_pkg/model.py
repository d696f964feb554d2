import torch
import torch.nn as nn


class TorqueNet(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(6, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 2))

    def forward(self, state):
        q1, q2 = state[:, 0:1], state[:, 1:2]
        feats = torch.cat([torch.cos(q1), torch.cos(q1 + q2), torch.cos(q2), state[:, 2:] / 4.0], dim=1)
        return self.net(feats)
