from contextlib import contextmanager

import torch


class Accelerator:
    def __init__(self, accumulation_steps=1, mixed_precision=False):
        self.device = torch.device("cuda" if mixed_precision and torch.cuda.is_available() else "cpu")
        self.accumulation_steps = accumulation_steps
        self.scaler = torch.amp.GradScaler(self.device.type, enabled=self.device.type == "cuda")
        self.sync_gradients = False
        self._seen = 0

    def prepare(self, model, optimizer, loader):
        return model.to(self.device), optimizer, loader

    def autocast(self):
        return torch.autocast(self.device.type, enabled=self.scaler.is_enabled())

    @contextmanager
    def accumulate(self, model):
        self._seen += 1
        self.sync_gradients = self._seen % self.accumulation_steps == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulation_steps).backward()

    def clip_grad_norm_(self, parameters, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(parameters, max_norm)

    def optimizer_step(self, optimizer):
        if self.scaler.is_enabled():
            self.scaler.step(optimizer)
            self.scaler.update()
            optimizer.zero_grad(set_to_none=True)
        else:
            optimizer.step()

    def state_dict(self):
        return {"scaler": self.scaler.state_dict(), "seen": self._seen}

    def load_state_dict(self, state):
        self.scaler.load_state_dict(state["scaler"])
        self._seen = state["seen"]
