"""WGAN-GP on a 2-D mixture of Gaussians, organised as a single trainer class."""
import math

import torch
import torch.nn as nn


def mlp(sizes, act=nn.ReLU):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act())
    return nn.Sequential(*layers)


class WGANGP:
    def __init__(self, noise_dim=4, width=64, n_critic=5, gp_lambda=10.0, lr=1e-4):
        self.noise_dim = noise_dim
        self.n_critic = n_critic
        self.gp_lambda = gp_lambda
        self.generator = mlp([noise_dim, width, width, 2])
        self.critic = mlp([2, width, width, 1], act=lambda: nn.LeakyReLU(0.2))
        self.opt_gen = torch.optim.Adam(self.generator.parameters(), lr=lr, betas=(0.0, 0.9))
        self.opt_critic = torch.optim.Adam(self.critic.parameters(), lr=lr, betas=(0.0, 0.9))

    def gradient_penalty(self, real, fake):
        alpha = torch.rand(real.size(0), 1)
        mixed = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
        scores = self.critic(mixed)
        grads, = torch.autograd.grad(outputs=scores, inputs=mixed,
                                     grad_outputs=torch.ones_like(scores), create_graph=True)
        return ((grads.norm(2, dim=1) - 1) ** 2).mean()

    def critic_iteration(self, real):
        with torch.no_grad():
            fake = self.generator(torch.randn(real.size(0), self.noise_dim))
        self.opt_critic.zero_grad()
        wasserstein = self.critic(fake).mean() - self.critic(real).mean()
        loss = wasserstein + self.gp_lambda * self.gradient_penalty(real, fake)
        loss.backward()
        self.opt_critic.step()
        return -wasserstein.item()

    def generator_iteration(self, batch_size):
        for p in self.critic.parameters():
            p.requires_grad_(False)
        self.opt_gen.zero_grad()
        fake = self.generator(torch.randn(batch_size, self.noise_dim))
        loss = -self.critic(fake).mean()
        loss.backward()
        self.opt_gen.step()
        for p in self.critic.parameters():
            p.requires_grad_(True)
        return loss.item()

    @torch.no_grad()
    def sample(self, n):
        self.generator.eval()
        out = self.generator(torch.randn(n, self.noise_dim))
        self.generator.train()
        return out

    def train(self, sampler, iterations=60, batch_size=64):
        g_loss = float("nan")
        for it in range(iterations):
            w_dist = self.critic_iteration(sampler(batch_size))
            if (it + 1) % self.n_critic == 0:
                g_loss = self.generator_iteration(batch_size)
            if it % 20 == 0:
                print(f"it {it:3d}  W-estimate {w_dist:.4f}  G {g_loss:.4f}")


def mixture_sampler(n, modes=6, radius=2.0):
    k = torch.randint(0, modes, (n,))
    angle = 2 * math.pi * k.float() / modes
    centres = torch.stack([angle.cos(), angle.sin()], dim=1) * radius
    return centres + 0.1 * torch.randn(n, 2)


if __name__ == "__main__":
    torch.manual_seed(0)
    model = WGANGP()
    model.train(mixture_sampler)
    print("sample mean:", model.sample(500).mean(0).tolist())
