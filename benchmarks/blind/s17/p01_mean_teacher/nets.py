import torch.nn as nn


class ProbeNet(nn.Module):
    def __init__(self, in_dim, hidden, n_classes):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(in_dim, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
        )
        self.cls = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.cls(self.body(x))


def build_model(cfg):
    return ProbeNet(cfg.in_dim, cfg.hidden, cfg.n_classes)
