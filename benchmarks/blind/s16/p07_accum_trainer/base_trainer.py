import torch


class BaseTrainer:
    def __init__(self, model, cfg, callbacks=()):
        self.model = model
        self.cfg = cfg
        self.callbacks = list(callbacks)
        self.optimizers = self.configure_optimizers()
        self.global_step = 0

    def configure_optimizers(self):
        raise NotImplementedError

    def training_step(self, batch):
        raise NotImplementedError

    def call_hook(self, name, **kwargs):
        for cb in self.callbacks:
            fn = getattr(cb, name, None)
            if fn is not None:
                fn(self, **kwargs)

    def zero_all(self):
        for opt in self.optimizers:
            opt.zero_grad(set_to_none=True)

    def optimizer_step(self):
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.max_grad_norm)
        for opt in self.optimizers:
            opt.step()
        self.zero_all()
        self.global_step += 1

    def fit(self, loader):
        self.zero_all()
        for epoch in range(self.cfg.epochs):
            self.model.train()
            self.call_hook("on_epoch_start", epoch=epoch)
            for i, batch in enumerate(loader):
                loss = self.training_step(batch) / self.cfg.accumulate
                loss.backward()
                if (i + 1) % self.cfg.accumulate == 0:
                    self.optimizer_step()
                    self.call_hook("on_step_end", loss=loss.item() * self.cfg.accumulate)
            self.call_hook("on_epoch_end", epoch=epoch)
