import torch
from torch import nn


class GrowthModel(nn.Module):
    """Logistic curve per species; weather modulates the rate through a small network."""

    def __init__(self, curve, n_species, width=32):
        super().__init__()
        self.curve = curve                      # dict of float64 leaves, optimised separately
        self.species_emb = nn.Embedding(n_species, 8)
        self.rate_mod = nn.Sequential(nn.Linear(2 + 8, width), nn.Tanh())
        self.head = nn.Linear(width, 1)

    def forward(self, sp, day, weather):
        h = self.rate_mod(torch.cat([weather.float(), self.species_emb(sp)], 1))
        mod = 1.0 + 0.5 * torch.tanh(self.head(h)).squeeze(1).double()
        k = self.curve["log_K"].exp()[sp]
        r = self.curve["log_r"].exp()[sp] * mod
        return k / (1 + torch.exp(-r * (day - self.curve["t0"][sp])))


def adapt_head(model, width=32):
    """Fresh zero-initialised head so that training starts from the pure logistic curve."""
    model.head = nn.Linear(width, 1)
    nn.init.zeros_(model.head.weight)
    nn.init.zeros_(model.head.bias)
    return model
