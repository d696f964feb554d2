import torch
from torch import nn

from sake_koji.registry import register

TASKS = ("glucoamylase", "alpha_amylase", "carboxypeptidase")


@register("koji_mlp")
class KojiNet(nn.Module):
    def __init__(self, d_in, hidden=64, depth=2):
        super().__init__()
        layers, d = [], d_in
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.LayerNorm(hidden), nn.SiLU()]
            d = hidden
        self.trunk = nn.Sequential(*layers)
        self.heads = nn.ModuleDict({t: nn.Linear(hidden, 1) for t in TASKS})

    def forward(self, x):
        h = self.trunk(x)
        return {t: head(h).squeeze(1) for t, head in self.heads.items()}


def koji_batches(n, seed):
    """Process logs of koji rooms: moisture, polishing, spores, temperature, humidity, time."""
    g = torch.Generator().manual_seed(seed)
    moisture = 28.0 + 6.0 * torch.rand(n, generator=g)
    polish = 35.0 + 35.0 * torch.rand(n, generator=g)
    spores = 0.5 + 1.5 * torch.rand(n, generator=g)
    peak = 38.0 + 6.0 * torch.rand(n, generator=g)
    hot_hours = 4.0 + 14.0 * torch.rand(n, generator=g)
    humidity = 70.0 + 25.0 * torch.rand(n, generator=g)
    hours = 40.0 + 12.0 * torch.rand(n, generator=g)
    x = torch.stack([(moisture - 31) / 3, (polish - 52) / 10, spores - 1.25, (peak - 41) / 2,
                     (hot_hours - 11) / 4, (humidity - 82) / 7, (hours - 46) / 3.5], dim=1)
    ga = 0.6 * x[:, 4] + 0.4 * x[:, 6] - 0.3 * x[:, 0] + 0.2 * x[:, 2] - 0.25 * x[:, 1] ** 2
    aa = -0.5 * x[:, 3] + 0.4 * x[:, 0] + 0.3 * x[:, 2] + 0.3 * torch.tanh(x[:, 5])
    cp = 0.5 * x[:, 6] - 0.4 * x[:, 3] * x[:, 4] + 0.2 * x[:, 1]
    noise = 0.1 * torch.randn(n, 3, generator=g)
    y = {"glucoamylase": ga + noise[:, 0], "alpha_amylase": aa + noise[:, 1],
         "carboxypeptidase": cp + 2.0 * noise[:, 2]}
    return x, y
