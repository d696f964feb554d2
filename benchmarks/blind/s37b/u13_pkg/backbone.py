import torch.nn as nn
import torch.nn.functional as F


class MLPBackbone(nn.Module):
    def __init__(self, in_dim, dims):
        super().__init__()
        layers, d = [], in_dim
        for h in dims:
            layers += [nn.Linear(d, h), nn.LayerNorm(h), nn.GELU()]
            d = h
        self.body = nn.Sequential(*layers)
        self.out_dim = d

    def forward(self, x):
        return self.body(x)


class EmbeddingNet(nn.Module):
    def __init__(self, backbone, embed_dim):
        super().__init__()
        self.backbone = backbone
        self.neck = nn.Linear(backbone.out_dim, embed_dim)

    def forward(self, x):
        return F.normalize(self.neck(self.backbone(x)), dim=-1)
