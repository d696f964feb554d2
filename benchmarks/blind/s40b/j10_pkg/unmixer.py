"""Autoencoder unmixer: an encoder predicts abundances, a raw endmember matrix decodes them."""
import torch
from torch import nn


class AbundanceEncoder(nn.Module):
    def __init__(self, n_bands: int, n_members: int, hidden: int = 32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_bands, hidden), nn.LeakyReLU(0.1),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.1),
                                 nn.Linear(hidden, n_members))

    def forward(self, refl: torch.Tensor) -> torch.Tensor:
        return torch.softmax(self.net(refl * 10), dim=-1)


def init_params(n_bands: int, n_members: int, seed: int = 0) -> dict:
    g = torch.Generator().manual_seed(seed)
    endmembers = (0.05 + 0.1 * torch.rand(n_bands, n_members, generator=g)).requires_grad_()
    return {"encoder": AbundanceEncoder(n_bands, n_members), "endmembers": endmembers}


def reconstruct(params: dict, refl: torch.Tensor):
    abundances = params["encoder"](refl)
    return abundances @ params["endmembers"].T, abundances
