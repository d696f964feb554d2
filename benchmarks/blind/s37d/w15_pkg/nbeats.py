import torch
import torch.nn as nn


class GenericBlock(nn.Module):
    def __init__(self, backcast, horizon, hidden, layers):
        super().__init__()
        dims = [backcast] + [hidden] * layers
        self.fc = nn.ModuleList([nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:])])
        self.theta_b = nn.Linear(hidden, backcast)
        self.theta_f = nn.Linear(hidden, horizon)

    def forward(self, x):
        h = x
        for layer in self.fc:
            h = torch.relu(layer(h))
        return self.theta_b(h), self.theta_f(h)


class NBeats(nn.Module):
    def __init__(self, backcast, horizon, stacks, hidden, block_layers):
        super().__init__()
        self.blocks = nn.ModuleList(
            [GenericBlock(backcast, horizon, hidden, block_layers) for _ in range(stacks)]
        )

    def forward(self, x):
        residual, forecast = x, 0.0
        for block in self.blocks:
            b, f = block(residual)
            residual = residual - b
            forecast = forecast + f
        return forecast
