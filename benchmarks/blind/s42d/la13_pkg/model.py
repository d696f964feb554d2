import torch
import torch.nn as nn


class DryerNet(nn.Module):
    def __init__(self, n_sensor, n_static, hidden=32):
        super().__init__()
        self.gru = nn.GRU(n_sensor, hidden, batch_first=True)
        self.static = nn.Linear(n_static, hidden)
        self.mix = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.ReLU())
        self.heads = nn.ModuleDict({k: nn.Linear(hidden, 1) for k in ("moisture", "remaining", "clog")})

    def forward(self, sensors, static):
        _, h = self.gru(sensors)
        z = self.mix(torch.cat([h[-1], torch.relu(self.static(static))], 1))
        return {k: head(z).squeeze(1) for k, head in self.heads.items()}
