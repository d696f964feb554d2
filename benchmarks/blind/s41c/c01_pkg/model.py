import torch.nn as nn


class CustomModel(nn.Module):
    def __init__(self, cfg, n_features=6):
        super().__init__()
        self.cfg = cfg
        self.mlp = nn.Sequential(nn.Linear(n_features, cfg.hidden_size), nn.SiLU())
        self.lstm = nn.LSTM(cfg.hidden_size, cfg.hidden_size, num_layers=cfg.num_layers,
                            batch_first=True, bidirectional=True)
        self.head = nn.Sequential(nn.LayerNorm(2 * cfg.hidden_size), nn.Linear(2 * cfg.hidden_size, 1))

    def forward(self, x):
        h = self.mlp(x)
        h, _ = self.lstm(h)
        return self.head(h).squeeze(-1)


def masked_l1(pred, target, mask):
    return ((pred - target).abs() * mask).sum() / mask.sum()
