import torch
from torch import nn


class KioskDemand(nn.Module):
    """Log-rate of rentals per hour: kiosk embedding + weather/time features."""

    def __init__(self, n_kiosks, n_dense, embed_dim, hidden):
        super().__init__()
        self.kiosk = nn.Embedding(n_kiosks, embed_dim)
        self.mlp = nn.Sequential(nn.Linear(n_dense + embed_dim, hidden), nn.SiLU(),
                                 nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, batch):
        h = torch.cat([batch["dense"], self.kiosk(batch["kiosk"])], 1)
        return self.mlp(h).squeeze(-1)
