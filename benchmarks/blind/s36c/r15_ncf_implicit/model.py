import torch
import torch.nn as nn


class NeuMF(nn.Module):
    """GMF and MLP branches fused before the output layer."""

    def __init__(self, n_users, n_items, gmf_dim=16, mlp_dim=16, layers=(32, 16)):
        super().__init__()
        self.user_gmf = nn.Embedding(n_users, gmf_dim)
        self.item_gmf = nn.Embedding(n_items, gmf_dim)
        self.user_mlp = nn.Embedding(n_users, mlp_dim)
        self.item_mlp = nn.Embedding(n_items, mlp_dim)
        mlp, d = [], 2 * mlp_dim
        for width in layers:
            mlp += [nn.Linear(d, width), nn.ReLU()]
            d = width
        self.mlp = nn.Sequential(*mlp)
        self.out = nn.Linear(gmf_dim + d, 1)
        for emb in (self.user_gmf, self.item_gmf, self.user_mlp, self.item_mlp):
            nn.init.normal_(emb.weight, std=0.05)

    def forward(self, users, items):
        gmf = self.user_gmf(users) * self.item_gmf(items)
        mlp = self.mlp(torch.cat([self.user_mlp(users), self.item_mlp(items)], dim=-1))
        return self.out(torch.cat([gmf, mlp], dim=-1)).squeeze(-1)
