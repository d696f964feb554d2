from functools import partial

import torch
from torch import nn

OPTIMIZERS = {
    "adam": torch.optim.Adam,
    "adamw": torch.optim.AdamW,
    "sgd": partial(torch.optim.SGD, momentum=0.9, nesterov=True),
}


class TwoTower(nn.Module):
    def __init__(self, n_users, n_items, dim, tower_hidden):
        super().__init__()
        self.user_emb = nn.Embedding(n_users, dim)
        self.item_emb = nn.Embedding(n_items, dim)
        self.user_tower = nn.Sequential(nn.Linear(dim, tower_hidden), nn.ReLU(), nn.Linear(tower_hidden, dim))
        self.item_tower = nn.Sequential(nn.Linear(dim, tower_hidden), nn.ReLU(), nn.Linear(tower_hidden, dim))

    def forward(self, users, items):
        u = self.user_tower(self.user_emb(users))
        v = self.item_tower(self.item_emb(items))
        return (u * v).sum(-1)


def build(cfg):
    model = TwoTower(cfg["data"]["n_users"], cfg["data"]["n_items"], **cfg["model"])
    ocfg = dict(cfg["optim"])
    optimizer = OPTIMIZERS[ocfg.pop("name")](model.parameters(), **ocfg)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, **cfg["sched"])
    return model, optimizer, scheduler
