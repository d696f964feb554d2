import torch
import torch.nn.functional as F
from torch import nn


def soft_dice_loss(probs, target, eps=1.0):
    """1 - soft Dice coefficient for each class; probs and target are [B, C, H, W]."""
    dims = (0, 2, 3)
    intersection = (probs * target).sum(dims)
    cardinality = probs.sum(dims) + target.sum(dims)
    return 1.0 - (2.0 * intersection + eps) / (cardinality + eps)


class DiceCELoss(nn.Module):
    def __init__(self, n_classes, dice_weight=1.0, class_weights=None):
        super().__init__()
        self.n_classes = n_classes
        self.dice_weight = dice_weight
        self.register_buffer("class_weights", class_weights)

    def forward(self, logits, masks):
        ce = F.cross_entropy(logits, masks, weight=self.class_weights)
        target = F.one_hot(masks, self.n_classes).permute(0, 3, 1, 2).float()
        dice = soft_dice_loss(torch.softmax(logits, dim=1), target)
        return ce + self.dice_weight * dice
