import torch.nn as nn


class ProfileNet(nn.Module):
    def __init__(self, n_r, width, emb_dim, n_cls):
        super().__init__()
        self.embed = nn.Sequential(nn.Linear(n_r, width), nn.Mish(), nn.Linear(width, emb_dim))
        self.cls = nn.Sequential(nn.Mish(), nn.Linear(emb_dim, n_cls))

    def forward(self, x):
        e = self.embed(x)
        return self.cls(e), e
