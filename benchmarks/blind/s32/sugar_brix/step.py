import torch
from torch.nn.utils import clip_grad_norm_


class TrainStep:
    """One optimisation step, callable on a batch; optional bfloat16 autocast."""

    def __init__(self, model, optimizer, loss_fn, *, mixed_precision=False, max_norm=None,
                 scheduler=None):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.mixed_precision = mixed_precision
        self.max_norm = max_norm
        self.scheduler = scheduler
        self.calls = 0

    def _autocast_forward(self, features):
        self.optimizer.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return self.model(features).float()

    def __call__(self, features, targets):
        self.model.train()
        if self.mixed_precision:
            outputs = self._autocast_forward(features)
        else:
            outputs = self.model(features)
        loss = self.loss_fn(outputs, targets)
        loss.backward()
        if self.max_norm is not None:
            clip_grad_norm_(self.model.parameters(), self.max_norm)
        self.optimizer.step()
        if self.scheduler is not None:
            self.scheduler.step()
        self.calls += 1
        return loss.detach()
