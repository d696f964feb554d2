import torch
import torch.nn as nn


class NeuMF(nn.Module):
    def __init__(self, n_users, n_items, dim, mlp_dims):
        super().__init__()
        self.user_gmf = nn.Embedding(n_users, dim)
        self.item_gmf = nn.Embedding(n_items, dim)
        self.user_mlp = nn.Embedding(n_users, dim)
        self.item_mlp = nn.Embedding(n_items, dim)
        layers, d_in = [], 2 * dim
        for d in mlp_dims:
            layers += [nn.Linear(d_in, d), nn.ReLU()]
            d_in = d
        self.mlp = nn.Sequential(*layers)
        self.out = nn.Linear(dim + d_in, 1)

    def forward(self, users, items):
        gmf = self.user_gmf(users) * self.item_gmf(items)
        mlp = self.mlp(torch.cat([self.user_mlp(users), self.item_mlp(items)], dim=-1))
        return self.out(torch.cat([gmf, mlp], dim=-1)).squeeze(-1)


def synthetic_interactions(n_users, n_items, n=6000, seed=0):
    g = torch.Generator().manual_seed(seed)
    u_f = torch.randn(n_users, 4, generator=g)
    i_f = torch.randn(n_items, 4, generator=g)
    users = torch.randint(0, n_users, (n,), generator=g)
    items = torch.randint(0, n_items, (n,), generator=g)
    labels = ((u_f[users] * i_f[items]).sum(-1) > 0).float()
    return users, items, labels
