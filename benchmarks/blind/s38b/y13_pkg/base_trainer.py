import abc

import torch
import torch.nn.functional as F

from .utils import AverageMeter


class BaseTrainer(abc.ABC):
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = self.configure_optimizer()
        self.scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(self.optimizer, T_max=cfg["epochs"])
        self.loss_meter = AverageMeter("loss")

    def configure_optimizer(self):
        return getattr(torch.optim, self.cfg["optim"])(self.model.parameters(), lr=self.cfg["lr"],
                                                       weight_decay=self.cfg["wd"])

    @abc.abstractmethod
    def on_fit_start(self):
        ...

    def train_epoch(self, batches):
        self.model.train()
        self.loss_meter.reset()
        for pts, y in batches:
            self.optimizer.zero_grad()
            loss = F.cross_entropy(self.model(pts), y, label_smoothing=0.1)
            loss.backward()
            self.optimizer.step()
            self.loss_meter.update(loss.item(), len(y))
        self.scheduler.step()

    @torch.no_grad()
    def evaluate(self, batches):
        self.model.eval()
        correct = total = 0
        for pts, y in batches:
            correct += (self.model(pts).argmax(-1) == y).sum().item()
            total += len(y)
        return correct / total

    def fit(self, train_batches, val_batches):
        getattr(self, "on_fit_start")()
        for epoch in range(self.cfg["epochs"]):
            self.train_epoch(train_batches)
            print(f"epoch {epoch} loss {self.loss_meter.avg:.4f} val_acc {self.evaluate(val_batches):.3f}")
