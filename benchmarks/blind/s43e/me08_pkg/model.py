import torch
import torch.nn as nn


class StatementGRU(nn.Module):
    def __init__(self, n_features, hidden):
        super().__init__()
        self.inp = nn.Sequential(nn.Linear(n_features, hidden), nn.LayerNorm(hidden), nn.SiLU())
        self.gru = nn.GRU(hidden, hidden, batch_first=True, bidirectional=True)
        self.head = nn.Sequential(nn.Linear(4 * hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, x, mask):
        h, _ = self.gru(self.inp(x))
        m = mask.unsqueeze(-1).float()
        mean = (h * m).sum(1) / m.sum(1).clamp(min=1)
        return self.head(torch.cat([h[:, -1], mean], 1)).squeeze(1)
