from torch import nn


class DriftNet(nn.Module):
    def __init__(self, n_in, width=48, depth=2, act="silu"):
        super().__init__()
        act_cls = {"silu": nn.SiLU, "relu": nn.ReLU, "elu": nn.ELU}[act]
        layers, d = [], n_in
        for _ in range(depth):
            layers += [nn.Linear(d, width), act_cls()]
            d = width
        self.mlp = nn.Sequential(*layers, nn.Linear(d, 1))

    def forward(self, x):
        return self.mlp(x).squeeze(-1)
