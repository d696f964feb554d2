import torch
import torch.nn as nn


class ParamAnchor(nn.Module):
    """L2 pull towards the weights left by the previous cave (buffers travel with state_dict)."""

    def __init__(self, named_params):
        super().__init__()
        self.keys = {}
        for name, p in named_params:
            key = "old_" + name.replace(".", "_")
            self.keys[name] = key
            self.register_buffer(key, p.detach().clone())
        self.active = False

    @torch.no_grad()
    def absorb(self, named_params):
        for name, p in named_params:
            getattr(self, self.keys[name]).copy_(p)
        self.active = True

    def pull(self, named_params):
        if not self.active:
            return torch.zeros(())
        return sum(((p - getattr(self, self.keys[n])) ** 2).sum() for n, p in named_params)
