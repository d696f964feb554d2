import copy

import torch


class GeneratorEMA:
    """Shadow copy of the generator used for sampling (StyleGAN-style)."""

    def __init__(self, G, decay=0.999):
        self.shadow = copy.deepcopy(G).eval().requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, G):
        for s, p in zip(self.shadow.parameters(), G.parameters()):
            s.lerp_(p, 1.0 - self.decay)
