import copy

import torch


def stop_gradient(t):
    return t.detach()


class EMAGenerator:
    def __init__(self, model, decay):
        self.decay = decay
        self.shadow = copy.deepcopy(model).eval()
        for p in self.shadow.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, model):
        for s, p in zip(self.shadow.parameters(), model.parameters()):
            s.mul_(self.decay).add_(p, alpha=1 - self.decay)

    @torch.no_grad()
    def sample(self, n):
        return self.shadow(torch.randn(n, self.shadow.latent_dim))
