import torch

SETTINGS = {"lr": 3e-3, "weight_decay": 1e-4}


def committee_optimizer(committee, **overrides):
    cfg = {**SETTINGS, **overrides}
    return torch.optim.Adam(committee.parameters(), **cfg)
