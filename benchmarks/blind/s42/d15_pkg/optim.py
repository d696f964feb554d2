"""Optimizer factory: Adam over whatever currently requires grad."""
import torch


def make_optimizer(params, lr, weight_decay=0.0):
    trainable = [p for p in params.values() if p.requires_grad]
    return torch.optim.Adam(trainable, lr=lr, weight_decay=weight_decay)


def fit(params, opt, x, y, epochs, batch, gen, apply):
    for _ in range(epochs):
        for idx in torch.randperm(len(y), generator=gen).split(batch):
            opt.zero_grad(set_to_none=True)
            torch.nn.functional.cross_entropy(apply(params, x[idx]), y[idx]).backward()
            opt.step()
