import torch.nn as nn


class BubbleNet(nn.Module):
    def __init__(self, in_dim, widths=(64, 64), n_members=3):
        super().__init__()
        self.widths = list(widths)
        layers, d = [], in_dim
        for w in self.widths:
            layers += [nn.Linear(d, w), nn.ReLU(inplace=True)]
            d = w
        self.trunk = nn.Sequential(*layers)
        self.head = nn.Linear(d, 1)                       # replaced after pretraining
        self.cause_heads = nn.ModuleList(nn.Linear(d, 3) for _ in range(n_members))
        self.member_tags = [f"cause_{i}" for i in range(n_members)]

    def forward(self, x):
        z = self.trunk(x)
        return {"main": self.head(z).squeeze(-1),
                "cause": [h(z) for h in self.cause_heads]}
