import itertools

import torch

from .objectives import task_losses


class MultiTaskTrainer:
    def __init__(self, trunk, heads, lr=3e-3):
        self.trunk = trunk
        self.heads = heads
        params = itertools.chain(trunk.parameters(), heads.parameters())
        self.opt = torch.optim.Adam(params, lr=lr)

    def forward(self, x):
        feats = self.trunk(x)
        return {name: head(feats) for name, head in self.heads.items()}

    def step(self, x, targets):
        losses = task_losses(self.forward(x), targets)
        self.opt.zero_grad()
        losses["kind"].backward()
        losses["age"].backward()
        self.opt.step()
        return {k: v.item() for k, v in losses.items()}
