import torch
import torch.nn as nn


class Affine(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.alpha = nn.Parameter(torch.ones(dim))
        self.beta = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        return self.alpha * x + self.beta


class ResMLPBlock(nn.Module):
    def __init__(self, dim, expansion=4, init_scale=0.1):
        super().__init__()
        self.norm = Affine(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * expansion), nn.GELU(), nn.Linear(dim * expansion, dim))
        self.norm_out = Affine(dim)
        self.norm_out.alpha.data.fill_(init_scale)

    def forward(self, x):
        return x + self.norm_out(self.mlp(self.norm(x)))
