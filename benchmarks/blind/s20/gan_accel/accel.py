"""A tiny stand-in for an accelerate-style wrapper (device placement, backward, clipping)."""
import torch
from torch import nn


class Accelerator:
    def __init__(self, device="cpu", max_grad_norm=None):
        self.device = torch.device(device)
        self.max_grad_norm = max_grad_norm
        self.num_backward = 0

    def prepare(self, *objs):
        out = []
        for obj in objs:
            if isinstance(obj, nn.Module):
                obj = obj.to(self.device)
            out.append(obj)
        return out[0] if len(out) == 1 else tuple(out)

    def to_device(self, batch):
        return batch.to(self.device, non_blocking=True)

    def backward(self, loss, **kwargs):
        self.num_backward += 1
        loss.backward(**kwargs)

    def clip_grad_norm_(self, params):
        if self.max_grad_norm is None:
            return None
        return torch.nn.utils.clip_grad_norm_(params, self.max_grad_norm)
