import torch

from . import prune
from .optim import ink_loss, make_optimizer


class Finetuner:
    def __init__(self, model, train_xy, val_xy, sparsity=0.7):
        self.model, self.sparsity = model, sparsity
        self.train_xy, self.val_xy = train_xy, val_xy

    def setup(self):
        self.layers = self.model.prunable()
        self.masks = prune.magnitude_masks(self.layers, self.sparsity)
        prune.apply_masks(self.layers, self.masks)
        self.opt = make_optimizer(self.model)
        print(f"density after pruning: {prune.density(self.layers):.3f}")

    def step(self, idx):
        x, y = self.train_xy[0][idx], self.train_xy[1][idx]
        self.opt.zero_grad()
        loss = ink_loss(self.model(x), y)
        loss.backward()
        self.opt.step()
        prune.apply_masks(self.layers, self.masks)
        return loss.item()

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        loss = ink_loss(self.model(self.val_xy[0]), self.val_xy[1]).item()
        self.model.train()
        return loss
