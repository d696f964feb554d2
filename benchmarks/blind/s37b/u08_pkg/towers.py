import torch
import torch.nn as nn
import torch.nn.functional as F


class Tower(nn.Module):
    def __init__(self, vocab, dim, out_dim):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, out_dim))

    def forward(self, ids):
        return F.normalize(self.mlp(self.emb(ids)), dim=-1)


class TwoTower(nn.Module):
    def __init__(self, user_vocab, item_vocab, dim=32, out_dim=16, temperature=0.1):
        super().__init__()
        self.user = Tower(user_vocab, dim, out_dim)
        self.item = Tower(item_vocab, dim, out_dim)
        self.temperature = temperature

    def forward(self, user_ids, item_ids):
        return self.user(user_ids) @ self.item(item_ids).t() / self.temperature


def synthetic_pairs(n, user_vocab, item_vocab, n_tokens=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    users = torch.randint(0, user_vocab, (n, n_tokens), generator=g)
    items = (users * 7 + 3) % item_vocab
    noise = torch.rand(items.shape, generator=g) < 0.2
    items = torch.where(noise, torch.randint(0, item_vocab, items.shape, generator=g), items)
    return users, items
