"""Callback-driven trainer in the Lightning style."""
import torch


class Callback:
    def on_train_start(self, trainer, module):
        pass

    def on_after_backward(self, trainer, module):
        pass

    def on_train_epoch_end(self, trainer, module):
        pass


class Trainer:
    def __init__(self, max_epochs=3, callbacks=(), gradient_clip_val=None):
        self.max_epochs = max_epochs
        self.callbacks = list(callbacks)
        self.gradient_clip_val = gradient_clip_val
        self.global_step = 0
        self.epoch = 0
        self.metrics = {}

    def _fire(self, hook, module):
        for cb in self.callbacks:
            getattr(cb, hook)(self, module)

    def fit(self, module, data):
        optimizer = module.configure_optimizers()
        self._fire("on_train_start", module)
        for self.epoch in range(self.max_epochs):
            module.train()
            for batch in data.train_dataloader():
                optimizer.zero_grad()
                loss = module.training_step(batch)
                loss.backward()
                self._fire("on_after_backward", module)
                if self.gradient_clip_val:
                    torch.nn.utils.clip_grad_norm_(module.parameters(), self.gradient_clip_val)
                optimizer.step()
                self.global_step += 1
            self.metrics = self.validate(module, data)
            self._fire("on_train_epoch_end", module)

    @torch.no_grad()
    def validate(self, module, data):
        module.eval()
        outs = [module.validation_step(b) for b in data.val_dataloader()]
        return {k: sum(o[k] for o in outs) / len(outs) for k in outs[0]}
