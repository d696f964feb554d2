import torch

from . import losses  # noqa: F401  (fills the registry)
from .registry import get_loss


class GANTrainer:
    def __init__(self, G, D, loss="hinge", lr=2e-4):
        self.G, self.D = G, D
        self.d_loss_fn = get_loss(f"{loss}_d")
        self.g_loss_fn = get_loss(f"{loss}_g")
        self.opt_g = torch.optim.Adam(G.parameters(), lr=lr, betas=(0.5, 0.999))
        self.opt_d = torch.optim.Adam(D.parameters(), lr=lr, betas=(0.5, 0.999))

    def sample_z(self, n):
        return torch.randn(n, self.G.z_dim)

    def step(self, real):
        n = real.size(0)
        self.opt_d.zero_grad()
        self.opt_g.zero_grad()

        fake = self.G(self.sample_z(n))
        d_loss = self.d_loss_fn(self.D, real, fake)
        d_loss.backward()
        self.opt_d.step()

        fake = self.G(self.sample_z(n))
        g_loss = self.g_loss_fn(self.D, fake)
        g_loss.backward()
        self.opt_g.step()
        return d_loss.item(), g_loss.item()
