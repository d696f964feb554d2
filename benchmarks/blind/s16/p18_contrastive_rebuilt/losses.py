import torch
import torch.nn.functional as F


class NTXent:
    def __init__(self, temperature=0.2):
        self.temperature = temperature

    def __call__(self, z1, z2):
        n = z1.size(0)
        z = F.normalize(torch.cat([z1, z2]), dim=1)
        sim = z @ z.t() / self.temperature
        sim = sim.masked_fill(torch.eye(2 * n, dtype=torch.bool), float("-inf"))
        targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)])
        return F.cross_entropy(sim, targets, reduction="none")
