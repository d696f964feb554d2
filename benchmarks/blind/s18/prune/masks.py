import torch
import torch.nn as nn

PRUNABLE = (nn.Conv2d, nn.Linear)


def magnitude_masks(model, sparsity):
    masks = {}
    for module in model.modules():
        if isinstance(module, PRUNABLE):
            scores = module.weight.detach().abs().flatten()
            k = int(sparsity * scores.numel())
            if k == 0:
                continue
            threshold = scores.kthvalue(k).values
            masks[module] = (module.weight.detach().abs() > threshold).float()
    return masks


def apply_masks(model, masks):
    for module, mask in masks.items():
        module.weight = module.weight * mask
    return model


def sparsity_report(model):
    total = zeros = 0
    for module in model.modules():
        if isinstance(module, PRUNABLE):
            total += module.weight.numel()
            zeros += int((module.weight == 0).sum())
    return zeros / max(total, 1)


class MagnitudePruner:
    """Epoch-end callback: prunes once, at the configured epoch."""

    def __init__(self, sparsity, at_epoch):
        self.sparsity = sparsity
        self.at_epoch = at_epoch
        self.masks = None

    def __call__(self, trainer, epoch):
        if epoch == self.at_epoch:
            self.masks = magnitude_masks(trainer.model, self.sparsity)
            apply_masks(trainer.model, self.masks)
            print(f"epoch {epoch}: pruned to sparsity {sparsity_report(trainer.model):.2f}")
