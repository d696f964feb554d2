import abc

import torch


class BaseTrainer(abc.ABC):
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg["optimizer"])(model.parameters(), lr=cfg["lr"])
        self.scheduler = torch.optim.lr_scheduler.OneCycleLR(
            self.optimizer, max_lr=cfg["lr"], total_steps=cfg["epochs"] * cfg["steps"])
        use_amp = cfg["amp"] and torch.cuda.is_available()
        self.scaler = torch.amp.GradScaler(enabled=use_amp)
        self.global_step = 0

    @abc.abstractmethod
    def compute_loss(self, batch):
        ...

    def call_hook(self, name, *args):
        fn = getattr(self, name, None)
        if fn is not None:
            fn(*args)

    def backward_and_step(self, loss):
        if self.scaler.is_enabled():
            self.optimizer.zero_grad(set_to_none=True)
            self.scaler.scale(loss).backward()
            self.scaler.unscale_(self.optimizer)
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["clip"])
            self.scaler.step(self.optimizer)
            self.scaler.update()
        else:
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["clip"])
            self.optimizer.step()
        self.scheduler.step()

    def fit(self, loader):
        for epoch in range(self.cfg["epochs"]):
            self.model.train()
            for batch in loader():
                loss = self.compute_loss(batch)
                self.backward_and_step(loss)
                self.call_hook("on_batch_end", loss.item())
                self.global_step += 1
            self.call_hook("on_epoch_end", epoch)
