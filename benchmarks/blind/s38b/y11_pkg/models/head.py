import torch.nn as nn


class PooledHead(nn.Module):
    def __init__(self, dim, n_classes):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc = nn.Linear(dim, n_classes)

    def forward(self, h):
        return self.fc(self.norm(h.mean(1)))
