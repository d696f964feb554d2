import torch.nn as nn


class ClingNet(nn.Module):
    def __init__(self, n_in=7, width=48, depth=3):
        super().__init__()
        self.stem = nn.Linear(n_in, width)
        self.blocks = nn.ModuleList(nn.Sequential(nn.LayerNorm(width), nn.Linear(width, width), nn.GELU())
                                    for _ in range(depth))
        self.adapters = nn.ModuleList()
        self.readout = nn.Linear(width, 1)

    def forward(self, x):
        h = self.stem(x)
        for i, block in enumerate(self.blocks):
            h = h + block(h)
            if len(self.adapters):
                h = self.adapters[i](h)
        return self.readout(h).squeeze(-1)
