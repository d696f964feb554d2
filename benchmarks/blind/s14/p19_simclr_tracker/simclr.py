import torch
import torch.nn as nn
import torch.nn.functional as F


class SimCLR(nn.Module):
    def __init__(self, in_dim=64, hidden=256, proj_dim=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                                     nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU())
        self.projector = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, proj_dim))

    def forward(self, x):
        return self.projector(self.encoder(x))


def nt_xent(z1, z2, temperature=0.2):
    """Normalised temperature-scaled cross entropy over 2N views."""
    n = z1.size(0)
    z = F.normalize(torch.cat([z1, z2]), dim=1)
    sim = z @ z.t() / temperature
    sim.fill_diagonal_(float("-inf"))
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)]).to(z.device)
    loss = F.cross_entropy(sim, targets)
    pos_sim = (F.normalize(z1, dim=1) * F.normalize(z2, dim=1)).sum(1).mean()
    return loss, pos_sim


def augment(x, noise=0.1, drop=0.2):
    mask = (torch.rand_like(x) > drop).float()
    return x * mask + noise * torch.randn_like(x)
