import torch
import torch.nn as nn


class PositionalEncoding(nn.Module):
    def __init__(self, num_freqs):
        super().__init__()
        self.register_buffer("freqs", 2.0 ** torch.arange(num_freqs) * torch.pi, persistent=False)

    def forward(self, x):
        xf = x[..., None] * self.freqs                    # ..., 3, F
        return torch.cat([x, xf.sin().flatten(-2), xf.cos().flatten(-2)], dim=-1)


class TinyNeRF(nn.Module):
    def __init__(self, num_freqs=4, width=64, depth=3):
        super().__init__()
        self.pe = PositionalEncoding(num_freqs)
        d_in = 3 + 6 * num_freqs
        layers = []
        for i in range(depth):
            layers += [nn.Linear(d_in if i == 0 else width, width), nn.ReLU()]
        self.trunk = nn.Sequential(*layers)
        self.sigma = nn.Linear(width, 1)
        self.rgb = nn.Sequential(nn.Linear(width, width // 2), nn.ReLU(), nn.Linear(width // 2, 3))

    def forward(self, pts):
        h = self.trunk(self.pe(pts))
        return torch.cat([self.rgb(h), self.sigma(h)], dim=-1)   # raw rgb logits + raw density
