import torch
from torch import nn


class RoomTimeNet(nn.Module):
    def __init__(self, n_numeric, n_themes, theme_dim=8, width=512, depth=3):
        super().__init__()
        self.theme_emb = nn.Embedding(n_themes, theme_dim)
        layers, d = [], n_numeric + theme_dim
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.LayerNorm(width), nn.GELU()]
            d = width
        self.body = nn.Sequential(*layers)
        self.out = nn.Linear(width, 1)

    def forward(self, numeric, theme):
        h = torch.cat([numeric, self.theme_emb(theme)], dim=1)
        return 40.0 + 10.0 * self.out(self.body(h))
