import torch


def max_norm_(layer, max_val=2.0):
    with torch.no_grad():
        norms = layer.weight.norm(dim=1, keepdim=True).clamp(min=max_val)
        layer.weight.mul_(max_val / norms)


class MaskKeeper:
    def __init__(self, layer, keep=0.7):
        scores = layer.weight.detach().abs()
        self.mask = scores >= scores.flatten().quantile(1 - keep)
        self.layer = layer

    @torch.no_grad()
    def __call__(self):
        self.layer.weight[~self.mask] = 0.0
