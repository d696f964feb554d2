import abc

import torch
import torch.nn.functional as F

from .evaluation import evaluate


class Trainer(abc.ABC):
    def __init__(self, model, cfg):
        self.model, self.cfg = model, cfg
        self.optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), lr=cfg.lr)
        self.scheduler = torch.optim.lr_scheduler.StepLR(self.optimizer, 1, gamma=0.8)
        self.scaler = torch.amp.GradScaler(enabled=cfg.amp and torch.cuda.is_available())
        self.optimizer.zero_grad(set_to_none=True)

    @abc.abstractmethod
    def loss_fn(self, batch):
        ...

    def backward_and_step(self, loss):
        if self.scaler.is_enabled():
            self.scaler.scale(loss).backward()
            self.scaler.unscale_(self.optimizer)
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.clip)
            self.scaler.step(self.optimizer)
            self.scaler.update()
        else:
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.clip)
            self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)

    def dispatch(self, event, *args):
        for obj in (self, *self.cfg.callbacks):
            fn = getattr(obj, event, None)
            if fn is not None:
                fn(*args)

    def fit(self, train_batches, val_batches):
        for epoch in range(self.cfg.epochs):
            running = 0.0
            for batch in train_batches:
                loss = self.loss_fn(batch)
                self.backward_and_step(loss)
                running += loss.item()
            self.scheduler.step()
            self.dispatch("on_epoch_end", epoch, running / len(train_batches), val_batches)


class NextItemTrainer(Trainer):
    def loss_fn(self, batch):
        sessions, target = batch
        return F.cross_entropy(self.model(sessions), target)

    def on_epoch_end(self, epoch, train_loss, val_batches):
        print(f"epoch {epoch} loss {train_loss:.4f} recall@10 {evaluate(self.model, val_batches):.3f}")
