import torch
import torch.nn as nn


class TabularNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embeddings = nn.ModuleDict({k: nn.Embedding(card, cfg.emb_dim)
                                         for k, card in cfg.cat_cardinalities.items()})
        in_dim = cfg.num_numeric + cfg.emb_dim * len(cfg.cat_cardinalities)
        dims = [in_dim, *cfg.hidden]
        self.layers = nn.ModuleList([nn.Sequential(nn.Linear(a, b), nn.BatchNorm1d(b), nn.ReLU())
                                     for a, b in zip(dims[:-1], dims[1:])])
        self.feature_scales = nn.ParameterList([nn.Parameter(torch.ones(1)) for _ in range(cfg.num_numeric)])
        self.out = nn.Linear(dims[-1], 1)

    def forward(self, numeric, cats):
        scales = torch.cat(list(self.feature_scales))
        parts = [numeric * scales] + [emb(cats[k]) for k, emb in self.embeddings.items()]
        h = torch.cat(parts, dim=1)
        for layer in self.layers:
            h = layer(h)
        return self.out(h).squeeze(-1)
