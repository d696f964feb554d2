import torch
import torch.nn as nn
from torch.utils.data import TensorDataset


class TabularMLP(nn.Module):
    def __init__(self, n_numeric, cardinalities, embed_dim, hidden, dropout):
        super().__init__()
        self.embeds = nn.ModuleList(nn.Embedding(c, embed_dim) for c in cardinalities)
        d_in = n_numeric + embed_dim * len(cardinalities)
        self.mlp = nn.Sequential(
            nn.Linear(d_in, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, 1),
        )

    def forward(self, numeric, cats):
        embs = [emb(cats[:, i]) for i, emb in enumerate(self.embeds)]
        return self.mlp(torch.cat([numeric, *embs], dim=1)).squeeze(1)


def make_dataset(cfg, seed):
    g = torch.Generator().manual_seed(seed)
    numeric = torch.randn(cfg.n_rows, cfg.n_numeric, generator=g)
    cats = torch.stack([torch.randint(0, c, (cfg.n_rows,), generator=g) for c in cfg.cat_cardinalities], 1)
    w = torch.linspace(-1, 1, cfg.n_numeric)
    logit = numeric @ w + 0.3 * (cats[:, 0] % 3).float() - 0.4 * (cats[:, 2] == 1).float()
    y = (torch.rand(cfg.n_rows, generator=g) < torch.sigmoid(logit)).float()
    return TensorDataset(numeric, cats, y)
