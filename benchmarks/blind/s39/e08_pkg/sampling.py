"""Mixin with sampling and the gradient penalty."""
import torch


class WGANMixin:
    def noise(self, n):
        return torch.randn(n, self.generator.z_dim)

    @torch.no_grad()
    def sample(self, n):
        return self.generator(self.noise(n))

    def gradient_penalty(self, real, fake):
        alpha = torch.rand(real.size(0), 1, 1, 1)
        mixed = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
        scores = self.critic(mixed)
        (grads,) = torch.autograd.grad(scores.sum(), mixed, create_graph=True)
        return (grads.flatten(1).norm(dim=1) - 1).pow(2).mean()
