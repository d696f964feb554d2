"""Synaptic Intelligence (Zenke, Poole & Ganguli, 2017)."""
import torch


class SynapticIntelligence:
    def __init__(self, named_params_fn, c=0.5, xi=1e-3):
        self.sources = [named_params_fn]
        self.c, self.xi = c, xi
        self.prev = {n: p.detach().clone() for n, p in self.named()}
        self.start = {n: p.detach().clone() for n, p in self.named()}
        self.path = {n: torch.zeros_like(p) for n, p in self.named()}
        self.omega = {n: torch.zeros_like(p) for n, p in self.named()}
        self.anchor = {n: p.detach().clone() for n, p in self.named()}
        self._grads = {}

    def named(self):
        for src in self.sources:
            yield from src()

    def surrogate(self):
        loss = 0.0
        for n, p in self.named():
            loss = loss + (self.omega[n] * (p - self.anchor[n]) ** 2).sum()
        return self.c * loss

    def capture_grads(self):
        """Called after backward, before the optimizer step (the step hook clears .grad)."""
        self._grads = {n: p.grad.detach().clone() for n, p in self.named() if p.grad is not None}

    def accumulate(self):
        """Called after the step: path integral of -grad * delta."""
        for n, p in self.named():
            if n in self._grads:
                delta = p.detach() - self.prev[n]
                self.path[n] -= self._grads[n] * delta
            self.prev[n].copy_(p.detach())

    def consolidate(self):
        for n, p in self.named():
            moved = p.detach() - self.start[n]
            self.omega[n] += self.path[n].clamp(min=0) / (moved ** 2 + self.xi)
            self.path[n].zero_()
            self.start[n] = p.detach().clone()
            self.anchor[n] = p.detach().clone()
