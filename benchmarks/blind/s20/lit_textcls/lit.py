import torch
from torch import nn


class LitModule(nn.Module):
    """Minimal Lightning-like contract."""

    def training_step(self, batch, batch_idx):
        raise NotImplementedError

    def configure_optimizers(self):
        raise NotImplementedError

    def on_after_backward(self):
        pass


class Runner:
    def __init__(self, max_epochs=1, gradient_clip_val=None, log_every=10):
        self.max_epochs = max_epochs
        self.gradient_clip_val = gradient_clip_val
        self.log_every = log_every
        self.history = []

    def _optimizer_step(self, module, optimizer):
        if self.gradient_clip_val:
            torch.nn.utils.clip_grad_norm_(module.parameters(), self.gradient_clip_val)
        optimizer.zero_grad(set_to_none=True)
        optimizer.step()

    def fit(self, module, train_batches):
        optimizer, scheduler = module.configure_optimizers()
        step = 0
        for epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(train_batches()):
                loss = module.training_step(batch, batch_idx)
                loss.backward()
                module.on_after_backward()
                self._optimizer_step(module, optimizer)
                scheduler.step()
                self.history.append(loss.item())
                if step % self.log_every == 0:
                    print(f"epoch {epoch} step {step:3d} loss {loss.item():.4f}")
                step += 1
        return self.history
