import torch
import torch.nn as nn

from layers import FeatureAttention, GatedResidual


class TabTransformer(nn.Module):
    def __init__(self, n_features, dim=16, depth=2, n_classes=2):
        super().__init__()
        self.value_proj = nn.Parameter(torch.randn(n_features, dim) * 0.1)
        self.feature_emb = nn.Parameter(torch.zeros(n_features, dim))
        self.attn = nn.ModuleList(FeatureAttention(dim) for _ in range(depth))
        self.ffn = nn.ModuleList(GatedResidual(dim) for _ in range(depth))
        self.head = nn.Linear(dim, n_classes)

    def forward(self, values, missing):
        x = values.nan_to_num(0.0).unsqueeze(-1) * self.value_proj + self.feature_emb
        for att, ff in zip(self.attn, self.ffn):
            x = ff(x + att(x, missing))
        return self.head(x.mean(1))
