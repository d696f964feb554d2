import numpy as np
import torch
import torch.nn.functional as F

from .config import CFG


def bce_dice_loss(logits, target, smooth=1.0):
    bce = F.binary_cross_entropy_with_logits(logits, target)
    probs = torch.sigmoid(logits)
    inter = (probs * target).sum(dim=(2, 3))
    dice = (2 * inter + smooth) / (probs.sum(dim=(2, 3)) + target.sum(dim=(2, 3)) + smooth)
    return bce + (1 - dice.mean())


@torch.no_grad()
def dice_metric(logits, target):
    """Competition dice: per (image, class), empty-vs-empty counts as 1."""
    probs = logits.sigmoid_()
    pred = probs.gt_(CFG.threshold).float()
    small = pred.sum(dim=(2, 3), keepdim=True) < CFG.min_size
    pred.masked_fill_(small, 0.0)
    inter = (pred * target).sum(dim=(2, 3))
    denom = pred.sum(dim=(2, 3)) + target.sum(dim=(2, 3))
    return torch.where(denom == 0, torch.ones_like(denom), 2 * inter / denom.clamp(min=1e-6)).mean().item()


class Trainer:
    def __init__(self, model, optimizer, scheduler, callbacks):
        self.model, self.optimizer, self.scheduler = model, optimizer, scheduler
        self.callbacks = callbacks
        self.stop_training = False

    def _fire(self, event, *args):
        for cb in self.callbacks:
            getattr(cb, event)(self, *args)

    def train_one_epoch(self, X, Y):
        self.model.train()
        losses = []
        perm = torch.randperm(len(X))
        for s in range(0, len(X), CFG.batch_size):
            b = perm[s:s + CFG.batch_size]
            self._fire("on_batch_begin")
            loss = bce_dice_loss(self.model(X[b]), Y[b])
            loss.backward()
            self._fire("on_after_backward")
            self.optimizer.step()
            self._fire("on_batch_end", loss.item())
            losses.append(loss.item())
        self.scheduler.step()
        return float(np.mean(losses))

    @torch.no_grad()
    def valid_one_epoch(self, X, Y):
        self.model.eval()
        logits = self.model(X)
        return bce_dice_loss(logits, Y).item(), dice_metric(logits, Y)

    def fit(self, X, Y, Xv, Yv, epochs):
        self._fire("on_fit_start")
        for epoch in range(epochs):
            trn_loss = self.train_one_epoch(X, Y)
            val_loss, dice = self.valid_one_epoch(Xv, Yv)
            self._fire("on_epoch_end", epoch, {"loss": trn_loss, "val_loss": val_loss, "dice": dice})
            if self.stop_training:
                break


@torch.inference_mode()
def predict_tta(models, X):
    out = 0
    for m in models:
        m.eval()
        logits = m(X)
        if CFG.tta:
            logits = (logits + m(X.flip(-1)).flip(-1)) / 2
        out = out + logits / len(models)
    return out
