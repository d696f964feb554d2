import torch
import torch.nn as nn


class ChurnModel(nn.Module):
    def __init__(self, n_numeric, cat_cardinalities, emb_dim=8, hidden=128):
        super().__init__()
        self.embeddings = nn.ModuleList(nn.Embedding(c, emb_dim) for c in cat_cardinalities)
        d = n_numeric + emb_dim * len(cat_cardinalities)
        self.mlp = nn.Sequential(nn.Linear(d, hidden), nn.ReLU(), nn.Dropout(0.2),
                                 nn.Linear(hidden, hidden // 2), nn.ReLU(), nn.Linear(hidden // 2, 1))

    def forward(self, numeric, categorical):
        embs = [emb(categorical[:, i]) for i, emb in enumerate(self.embeddings)]
        return self.mlp(torch.cat([numeric, *embs], dim=1)).squeeze(1)
