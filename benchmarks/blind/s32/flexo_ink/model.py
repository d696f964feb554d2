import torch
from torch import nn
import torch.nn.functional as F


class KubelkaMunkNet(nn.Module):
    """Two-constant Kubelka-Munk mixing with a learned press correction."""

    def __init__(self, n_inks, n_bands, hidden=64):
        super().__init__()
        self.absorption = nn.Linear(n_inks, n_bands, bias=False)
        self.scattering = nn.Linear(n_inks, 1)
        self.press = nn.Sequential(nn.Linear(2, hidden), nn.Tanh(), nn.Linear(hidden, n_bands))
        nn.init.uniform_(self.absorption.weight, 0.0, 0.5)
        nn.init.zeros_(self.press[2].weight)
        nn.init.zeros_(self.press[2].bias)

    def forward(self, recipe, settings):
        k = self.absorption(recipe) + 1e-3
        s = F.softplus(self.scattering(recipe)) + 1e-3
        ks = k / s
        r_inf = 1 + ks - torch.sqrt(ks * ks + 2 * ks)
        logit = torch.logit(r_inf.clamp(1e-4, 1 - 1e-4))
        return torch.sigmoid(logit + self.press(settings))
