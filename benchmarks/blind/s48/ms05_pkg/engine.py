import torch

from .callbacks import CallbackList
from .data import batches
from .models import LOSS_ZOO


class Trainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg.optim.name)(model.parameters(), **cfg.optim.kwargs)
        self.loss_fn = LOSS_ZOO[cfg.loss]
        self.callbacks = CallbackList(cfg.callbacks)

    def fit(self, feats, target, rng):
        for _ in range(self.cfg.epochs):
            self.model.train()
            self.callbacks.fire("on_epoch_begin", self)
            for xb, yb in batches(feats, target, self.cfg.batch_size, rng):
                loss = self.loss_fn(self.model(xb), yb)
                loss.backward()
                self.optimizer.step()
                self.callbacks.fire("on_batch_end", self, loss=loss.item())
            self.callbacks.fire("on_epoch_end", self)

    @torch.no_grad()
    def score_split(self, feats, target):
        self.model.eval()
        err = (self.model(feats) - target).abs().mean().item()
        return err * 20.0          # back to kgf
