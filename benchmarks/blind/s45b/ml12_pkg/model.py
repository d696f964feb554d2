from torch import nn


class BatterNet(nn.Module):
    def __init__(self, n_in, width, tasks):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(n_in, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        self.heads = nn.ModuleDict({t: nn.Sequential(nn.Linear(width, 16), nn.GELU(), nn.Linear(16, 1))
                                    for t in tasks})

    def forward(self, x):
        z = self.backbone(x)
        return {t: head(z) for t, head in self.heads.items()}
