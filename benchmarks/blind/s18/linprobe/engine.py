import contextlib

import torch
import torch.nn.functional as F


class ProbeTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        if cfg.freeze_backbone:
            params = self.model.head.parameters()
            self.feature_ctx = torch.no_grad
        else:
            params = self.model.parameters()
            self.feature_ctx = contextlib.nullcontext
        self.opt = torch.optim.SGD(params, lr=cfg.lr, momentum=cfg.momentum)

    def set_train_mode(self):
        self.model.train()
        if self.cfg.freeze_backbone:
            self.model.encoder.eval()

    def train_step(self, x, y):
        with self.feature_ctx():
            feats = self.model.encoder(x)
            logits = self.model.head(feats)
            loss = F.cross_entropy(logits, y)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        return loss.item()

    @torch.no_grad()
    def evaluate(self, x, y):
        self.model.eval()
        return (self.model(x).argmax(1) == y).float().mean().item()

    def fit(self, batches_fn, x_val, y_val):
        for epoch in range(self.cfg.epochs):
            self.set_train_mode()
            losses = [self.train_step(x, y) for x, y in batches_fn()]
            acc = self.evaluate(x_val, y_val)
            print(f"epoch {epoch}: loss={sum(losses) / len(losses):.4f} val_acc={acc:.3f}")
