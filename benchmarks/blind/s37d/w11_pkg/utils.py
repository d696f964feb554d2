import logging
import os
import random

import torch
import torch.nn.functional as F

log = logging.getLogger("genre")


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def evaluate(model, loader, device):
    model.eval()
    loss_sum, correct, n = 0.0, 0, 0
    with torch.no_grad():
        for x, y in loader:
            x, y = x.to(device), y.to(device)
            logits = model(x)
            loss_sum += F.cross_entropy(logits, y, reduction="sum").item()
            correct += (logits.argmax(1) == y).sum().item()
            n += y.size(0)
    return loss_sum / n, correct / n


@torch.inference_mode()
def predict_proba(model, x, device):
    model.eval()
    return F.softmax(model(x.to(device)), dim=1).cpu()


class EarlyStopper:
    def __init__(self, patience):
        self.patience = patience
        self.best = float("inf")
        self.counter = 0

    def step(self, val_loss):
        if val_loss < self.best:
            self.best, self.counter = val_loss, 0
            return True
        self.counter += 1
        return False

    @property
    def should_stop(self):
        return self.counter >= self.patience


def save_checkpoint(path, model, optimizer, epoch, val_loss):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "epoch": epoch, "val_loss": val_loss}, path)
    log.info("checkpoint saved (epoch %d, val_loss %.4f)", epoch, val_loss)
