import torch
from torch.nn.utils import clip_grad_norm_
from torch.optim.lr_scheduler import LambdaLR


def build_optimizer(model, lr=2e-3, weight_decay=1e-4):
    return torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)


def build_scheduler(optimizer, warmup_steps, d_model=64):
    """Noam schedule (Vaswani et al.), normalised to peak at 1.0 after warmup."""
    peak = d_model ** -0.5 * warmup_steps ** -0.5
    return LambdaLR(optimizer, lambda s: d_model ** -0.5 * min((s + 1) ** -0.5,
                                                               (s + 1) * warmup_steps ** -1.5) / peak)


class OptimizerStepper:
    """unscale -> clip -> step -> schedule, with or without a GradScaler."""

    def __init__(self, optimizer, scheduler, scaler=None, max_grad_norm=1.0):
        self.optimizer, self.scheduler, self.scaler = optimizer, scheduler, scaler
        self.max_grad_norm = max_grad_norm

    def __call__(self, parameters):
        parameters = list(parameters)
        if self.scaler is not None:
            self.scaler.unscale_(self.optimizer)
            norm = clip_grad_norm_(parameters, self.max_grad_norm)
            self.scaler.step(self.optimizer)
            self.scaler.update()
            self.optimizer.zero_grad(set_to_none=True)
        else:
            norm = clip_grad_norm_(parameters, self.max_grad_norm)
            self.optimizer.step()
        self.scheduler.step()
        return norm.item()
