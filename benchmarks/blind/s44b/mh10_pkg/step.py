"""Training step closure that also reports the gradient norm contributed by every loss term."""
import torch

from .gcn import encode
from .terms import TERMS


def _grads(tensors):
    return [torch.zeros_like(t) if t.grad is None else t.grad.clone() for t in tensors]


def _distance(now, before):
    return torch.sqrt(sum((a - b).pow(2).sum() for a, b in zip(now, before))).item()


def make_step(params, opt, adj, feats, terms=TERMS):
    tensors = list(params.values())

    def step(batch):
        opt.zero_grad()
        z = encode(params, adj, feats)
        log, before = {}, _grads(tensors)
        for name, (weight, term) in terms.items():
            value = weight * term(z, batch)
            value.backward()
            now = _grads(tensors)
            log[name] = (value.item(), _distance(now, before))
            before = now
        opt.step()
        return log

    return step
