import torch.nn as nn


class Denoiser(nn.Module):
    def __init__(self, dim=20, bottleneck=6):
        super().__init__()
        self.encode = nn.Sequential(nn.Linear(dim, 32), nn.Tanh(), nn.Linear(32, bottleneck))
        self.decode = nn.Sequential(nn.Linear(bottleneck, 32), nn.Tanh(), nn.Linear(32, dim))

    def forward(self, x):
        return self.decode(self.encode(x))


def build(spec):
    return Denoiser(**spec)
