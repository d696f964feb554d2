"""Sharpness-Aware Minimization around any base optimizer (Foret et al., 2021).

step(closure): climb to w + rho * g / |g|, re-evaluate the gradient there through the
closure, come back to w and let the base optimizer apply the sharpness-aware gradient.
"""
import torch


class SAM:
    def __init__(self, params, base_cls, rho=0.05, **base_kwargs):
        self.params = list(params)
        self.base = base_cls(self.params, **base_kwargs)
        self.param_groups = self.base.param_groups
        self.rho = rho
        self._offsets = {}

    def zero_grad(self):
        self.base.zero_grad(set_to_none=True)

    @torch.no_grad()
    def _climb(self):
        grads = [p.grad for p in self.params if p.grad is not None]
        scale = self.rho / (torch.norm(torch.stack([g.norm(2) for g in grads]), 2) + 1e-12)
        for p in self.params:
            if p.grad is not None:
                e = p.grad * scale
                p.add_(e)
                self._offsets[p] = e

    @torch.no_grad()
    def _return(self):
        for p, e in self._offsets.items():
            p.sub_(e)
        self._offsets.clear()

    def step(self, closure):
        self._climb()
        with torch.enable_grad():
            closure()
        self._return()
        self.base.step()
