import torch.nn as nn


class SlotPolicy(nn.Module):
    def __init__(self, n_slots, hidden=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(2 * n_slots, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, n_slots),
        )

    def forward(self, obs):
        return self.net(obs)
