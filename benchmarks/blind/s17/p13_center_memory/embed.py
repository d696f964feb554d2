import torch.nn as nn
import torch.nn.functional as F


class Embedder(nn.Module):
    def __init__(self, in_dim, emb_dim, n_classes):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(in_dim, 32), nn.ReLU(), nn.Linear(32, emb_dim))
        self.classify = nn.Linear(emb_dim, n_classes)

    def forward(self, x):
        emb = F.normalize(self.backbone(x), dim=-1)
        return emb, self.classify(emb)
