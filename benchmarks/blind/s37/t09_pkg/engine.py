import torch

from .losses import info_nce
from .registry import BACKBONES, HEADS


def setup(cfg):
    encoder = BACKBONES.build(cfg["backbone"], **cfg["backbone_args"])
    optimizer = torch.optim.SGD(encoder.parameters(), lr=cfg["lr"], momentum=0.9, weight_decay=1e-4)
    projector = HEADS.build(cfg["head"], in_dim=encoder.out_dim, **cfg["head_args"])
    return encoder, projector, optimizer


def jitter(x, noise=0.1, drop=0.2):
    keep = (torch.rand_like(x) > drop).float()
    return x * keep + noise * torch.randn_like(x)


def pretrain_epoch(encoder, projector, optimizer, data, batch, temperature):
    encoder.train()
    projector.train()
    perm = torch.randperm(data.size(0))
    total = 0.0
    for i in range(0, data.size(0) - batch + 1, batch):
        x = data[perm[i:i + batch]]
        z1 = projector(encoder(jitter(x)))
        z2 = projector(encoder(jitter(x)))
        loss = info_nce(z1, z2, temperature)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item()
    return total / (data.size(0) // batch)
