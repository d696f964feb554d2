import torch


class DynamicLossScaler:
    """Hand-rolled loss scaling in the style of mixed-precision training.

    The loss is multiplied by ``scale`` before backward; gradients are divided back
    before the step. Non-finite gradients skip the step and shrink the scale; a run
    of clean steps grows it again.
    """

    def __init__(self, init_scale=2.0 ** 12, growth=2.0, backoff=0.5, growth_interval=100):
        self.scale = init_scale
        self.growth = growth
        self.backoff = backoff
        self.growth_interval = growth_interval
        self._clean_steps = 0
        self._found_inf = False

    def scale_loss(self, loss):
        return loss * self.scale

    def unscale_(self, optimizer):
        inv_scale = 1.0 / self.scale
        self._found_inf = False
        for group in optimizer.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                p.grad.mul_(inv_scale)
                if not torch.isfinite(p.grad).all():
                    self._found_inf = True
        if self._found_inf:
            self.scale *= self.backoff
            self._clean_steps = 0
        optimizer.zero_grad(set_to_none=True)
        return not self._found_inf

    def update(self):
        if not self._found_inf:
            self._clean_steps += 1
            if self._clean_steps % self.growth_interval == 0:
                self.scale *= self.growth
