"""Training step closure with after-step callbacks."""
import torch.nn.functional as F

from .classifier import logits


def make_step(params, opt, after_step=(), smoothing=0.05):
    def step(ids, family):
        opt.zero_grad()
        value = F.cross_entropy(logits(params, ids), family, label_smoothing=smoothing)
        value.backward()
        opt.step()
        for callback in after_step:
            callback(params)
        return value.item()
    return step


def accuracy(params, ids, family):
    return (logits(params, ids).argmax(-1) == family).float().mean().item()
