import torch
import torch.nn.functional as F

from .base_trainer import BaseTrainer


class ClassifierTrainer(BaseTrainer):
    def configure_optimizers(self):
        body = getattr(torch.optim, self.cfg.body_optim)(
            self.model.body.parameters(), **self.cfg.body_kwargs)
        head = getattr(torch.optim, self.cfg.head_optim)(
            self.model.head.parameters(), **self.cfg.head_kwargs)
        return [body, head]

    def training_step(self, batch):
        x, y = batch
        return F.cross_entropy(self.model(x), y)

    def optimizer_step(self):
        super().optimizer_step()


class PrintLogger:
    def __init__(self, every):
        self.every = every
        self.window = []

    def on_step_end(self, trainer, loss):
        self.window.append(loss)
        if trainer.global_step % self.every == 0:
            print(f"step {trainer.global_step}: loss {sum(self.window) / len(self.window):.4f}")
            self.window.clear()

    def on_epoch_end(self, trainer, epoch):
        print(f"end of epoch {epoch}")
