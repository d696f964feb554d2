import torch

from .augment import two_gusts


class PretrainEngine:
    def __init__(self, encoder, optimizer, terms, *, n_bins):
        self.encoder = encoder
        self.optimizer = optimizer
        self.terms = terms              # name -> (weight, callable)
        self.n_bins = n_bins

    def _grad_norm(self):
        sq = [p.grad.pow(2).sum() for p in self.encoder.parameters() if p.grad is not None]
        return torch.stack(sq).sum().sqrt().item() if sq else 0.0

    def step(self, tube_len, rng):
        view_a, view_b = two_gusts(tube_len, self.n_bins, rng)
        za, zb = self.encoder(view_a), self.encoder(view_b)
        self.optimizer.zero_grad(set_to_none=True)
        logs, seen = {}, 0.0
        for name, (weight, fn) in self.terms.items():
            term = weight * fn(za, zb)
            term.backward()
            total = self._grad_norm()
            logs[name] = (term.item(), total - seen)   # per-term contribution to the grad norm
            seen = total
        self.optimizer.step()
        return logs
