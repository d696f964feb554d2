"""Content pre-training of the gig tower (category prediction) and frozen reload."""
import io

import torch
import torch.nn.functional as F
from torch import nn

from .market import N_CATEGORIES
from .towers import GigTower


def pretrain_gig_tower(market, epochs=30, lr=1e-2):
    tower = GigTower()
    probe = nn.Linear(32, N_CATEGORIES)
    opt = torch.optim.Adam(list(tower.parameters()) + list(probe.parameters()), lr=lr)
    for _ in range(epochs):
        opt.zero_grad()
        logits = probe(tower(market["gig_skills"], market["gig_budget"])) / 0.2
        ce = F.cross_entropy(logits, market["gig_category"])
        ce.backward()
        opt.step()
    buf = io.BytesIO()
    torch.save(tower.state_dict(), buf)
    print(f"gig tower pre-trained: category ce {ce.item():.4f}")
    return buf.getvalue()


def freeze(module):
    for p in module.parameters():
        p.requires_grad_(False)
    return module.eval()


def load_frozen_gig_tower(blob):
    tower = GigTower()
    tower.load_state_dict(torch.load(io.BytesIO(blob)))
    return freeze(tower)
