import torch
from torch import nn


class GelatoNet(nn.Module):
    """Shared mix encoder, one head per product family, and a learned offset per freezer."""

    def __init__(self, n_in, families, n_machines, width):
        super().__init__()
        self.families = list(families)
        self.encoder = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.heads = nn.ModuleDict({f: nn.Linear(width, 2) for f in self.families})
        self.machine_offset = nn.ParameterList(nn.Parameter(torch.zeros(2)) for _ in range(n_machines))

    def forward(self, x, family, machine):
        h = self.encoder(x)
        out = torch.zeros(len(x), 2, dtype=h.dtype)
        for i, name in enumerate(self.families):
            mask = family == i
            if mask.any():
                out[mask] = self.heads[name](h[mask])
        offsets = torch.stack(list(self.machine_offset))
        return out + offsets[machine]
