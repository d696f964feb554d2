import torch
import torch.nn as nn


class PopNet(nn.Module):
    def __init__(self, n_in=5, width=48):
        super().__init__()
        self.width = width
        self.fc1 = nn.Linear(n_in, width)
        self.fc2 = nn.Linear(width, width)
        self.kind_head = nn.Linear(width, 3)
        self.db_head = nn.Linear(width, 1)

    def forward(self, x, prompt=None):
        h = torch.relu(self.fc1(x))
        if prompt is not None:
            h = prompt(h)
        h = torch.relu(self.fc2(h))
        return self.kind_head(h), self.db_head(h).squeeze(-1)
