import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class ArcMarginProduct(nn.Module):
    """Additive angular margin: cos(theta + m) for the target class (Deng et al., 2019)."""

    def __init__(self, in_features, out_features, scale=30.0, margin=0.5, easy_margin=False):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        nn.init.xavier_uniform_(self.weight)
        self.scale = scale
        self.easy_margin = easy_margin
        self.cos_m = math.cos(margin)
        self.sin_m = math.sin(margin)
        self.th = math.cos(math.pi - margin)
        self.mm = math.sin(math.pi - margin) * margin

    def forward(self, embeddings, labels):
        cosine = F.linear(F.normalize(embeddings), F.normalize(self.weight))
        sine = torch.sqrt((1.0 - torch.pow(cosine, 2)).clamp(1e-6, 1.0))
        phi = cosine * self.cos_m - sine * self.sin_m
        if self.easy_margin:
            phi = torch.where(cosine > 0, phi, cosine)
        else:
            phi = torch.where(cosine > self.th, phi, cosine - self.mm)
        rows = torch.arange(len(labels), device=labels.device)
        cosine[rows, labels] = phi[rows, labels]
        return cosine * self.scale


class NormSoftmax(nn.Module):
    """Cosine classifier without margin, used as a baseline head."""

    def __init__(self, in_features, out_features, scale=16.0):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        nn.init.xavier_uniform_(self.weight)
        self.scale = scale

    def forward(self, embeddings, labels=None):
        return self.scale * F.linear(F.normalize(embeddings), F.normalize(self.weight))
