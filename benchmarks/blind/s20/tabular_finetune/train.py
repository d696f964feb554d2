"""Run:  cd tabular_finetune && python train.py"""
import torch
import torch.nn.functional as F
from torch import nn

from data import loader, make_tables
from mixins import FreezeMixin, LoggingMixin, TimerMixin
from model import Backbone, TabularModel

torch.manual_seed(0)
torch.set_num_threads(1)


class Stage(FreezeMixin, LoggingMixin, TimerMixin):
    def __init__(self, name, model, loss_fn, lr, freeze_backbone=False):
        self.name, self.model, self.loss_fn = name, model, loss_fn
        if freeze_backbone:
            self.freeze(model.backbone)
        self.optimizer = torch.optim.Adam(self.trainable(model), lr=lr)

    def run(self, batches):
        self.tic()
        for step, (x, y) in enumerate(batches):
            self.optimizer.zero_grad()
            loss = self.loss_fn(self.model(x), y)
            loss.backward()
            self.optimizer.step()
            self.log(step, loss=loss.item())
        return self.toc()


def main():
    x, y_reg, y_cls = make_tables()
    backbone = Backbone(x.size(1))

    pretrain = TabularModel(backbone, 1)
    Stage("pretrain", pretrain, F.mse_loss, lr=3e-3).run(loader(x, y_reg, 64, 40))

    finetune = TabularModel(backbone, 2)
    stage = Stage("finetune", finetune, nn.CrossEntropyLoss(), lr=1e-2, freeze_backbone=True)
    stage.run(loader(x, y_cls, 64, 30))

    finetune.eval()
    with torch.no_grad():
        acc = (finetune(x).argmax(1) == y_cls).float().mean().item()
        mse = F.mse_loss(pretrain(x), y_reg).item()
    print(f"finetune acc {acc:.3f}  pretrain task mse after finetune {mse:.4f}")


if __name__ == "__main__":
    main()
