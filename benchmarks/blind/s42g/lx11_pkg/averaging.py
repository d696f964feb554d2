import copy

import torch


class EMA:
    """Exponential moving average of the weights, kept on rank 0 only."""

    def __init__(self, net, decay=0.98):
        self.decay = decay
        self.model = copy.deepcopy(net)
        self.model.eval()
        self.model.requires_grad_(False)

    def update(self, net):
        with torch.no_grad():
            for e, p in zip(self.model.parameters(), net.parameters()):
                e.lerp_(p, 1.0 - self.decay)

    @torch.no_grad()
    def score(self, heights, coef):
        return (self.model(heights) - coef).pow(2).mean().item()
