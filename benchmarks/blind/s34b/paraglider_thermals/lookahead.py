import torch


class Lookahead:
    """Lookahead (Zhang et al., 2019): k fast steps, then pull towards slow weights."""

    def __init__(self, inner, k=5, alpha=0.5):
        self.inner = inner
        self.k = k
        self.alpha = alpha
        self.fast_steps = 0
        self.slow = [
            [p.detach().clone() for p in group["params"]] for group in inner.param_groups
        ]

    @property
    def param_groups(self):
        return self.inner.param_groups

    def zero_grad(self, set_to_none=True):
        self.inner.zero_grad(set_to_none=set_to_none)

    def _sync(self):
        for group, slow_group in zip(self.inner.param_groups, self.slow):
            for fast, slow in zip(group["params"], slow_group):
                slow.lerp_(fast.detach(), self.alpha)
                fast.copy_(slow)

    def step(self, closure=None):
        loss = self.inner.step(closure)
        self.fast_steps += 1
        if self.fast_steps % self.k == 0:
            self._sync()
        return loss

    def state_dict(self):
        return {"inner": self.inner.state_dict(), "slow": self.slow,
                "fast_steps": self.fast_steps}
