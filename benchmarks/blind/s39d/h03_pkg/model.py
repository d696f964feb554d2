import torch.nn as nn


class CurveRegressor(nn.Module):
    def __init__(self, hidden=40, depth=3):
        super().__init__()
        dims = [1] + [hidden] * (depth - 1) + [1]
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.act = nn.ReLU()

    def forward(self, x):
        for layer in self.layers[:-1]:
            x = self.act(layer(x))
        return self.layers[-1](x)
