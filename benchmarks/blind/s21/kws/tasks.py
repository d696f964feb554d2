import torch
import torch.nn.functional as F

from .engine import BaseEngine


class ClassificationEngine(BaseEngine):
    def __init__(self, learner, opt, sched=None, label_smoothing=0.0):
        super().__init__(learner, opt, sched)
        self.label_smoothing = label_smoothing
        self.epoch_losses = []

    def training_step(self, batch):
        feats, labels = batch
        logits = self.learner(feats)
        return F.cross_entropy(logits, labels, label_smoothing=self.label_smoothing)

    def on_epoch_start(self, epoch):
        self.learner.train()
        self.opt.zero_grad(set_to_none=True)
        self._acc = []

    def on_batch_end(self, value):
        self._acc.append(value)

    def on_epoch_end(self, epoch):
        self.epoch_losses.append(sum(self._acc) / len(self._acc))


class KWSEngine(ClassificationEngine):
    def on_epoch_end(self, epoch):
        super().on_epoch_end(epoch)
        print(f"epoch {epoch}  loss {self.epoch_losses[-1]:.4f}  lr {self.opt.param_groups[0]['lr']:.4f}")

    @torch.no_grad()
    def accuracy(self, feats, labels):
        self.learner.eval()
        return (self.learner(feats).argmax(-1) == labels).float().mean().item()
