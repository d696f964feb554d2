import torch.nn as nn


class QualityRegressor(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(cfg.in_features, cfg.hidden), nn.SiLU(), nn.Dropout(cfg.dropout),
            nn.Linear(cfg.hidden, cfg.hidden), nn.SiLU(),
            nn.Linear(cfg.hidden, 1),
        )

    def forward(self, x):
        return self.net(x)
