import torch
import torch.nn as nn


class FeatureTokenizer(nn.Module):
    def __init__(self, n_feat, dim):
        super().__init__()
        self.scale = nn.Parameter(torch.randn(n_feat, dim) / dim ** 0.5)
        self.shift = nn.Parameter(torch.zeros(n_feat, dim))

    def forward(self, x):
        return x.unsqueeze(-1) * self.scale + self.shift


class TokenEncoder(nn.Module):
    def __init__(self, n_feat=6, dim=16):
        super().__init__()
        self.dim = dim
        self.tokenize = FeatureTokenizer(n_feat, dim)
        self.block = nn.TransformerEncoderLayer(dim, nhead=2, dim_feedforward=32, dropout=0.0,
                                                batch_first=True)

    def forward(self, x, prefix=None):
        tokens = self.tokenize(x)
        if prefix is not None:
            tokens = torch.cat([prefix.expand(x.shape[0], -1, -1), tokens], dim=1)
        return self.block(tokens).mean(dim=1)
