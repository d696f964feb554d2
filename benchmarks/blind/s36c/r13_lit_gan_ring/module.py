import torch
import torch.nn as nn

from .losses import discriminator_loss, generator_loss
from .nets import Discriminator, Generator


class GAN(nn.Module):
    """Organised like a LightningModule with one optimizer per network."""

    def __init__(self, latent_dim=8, lr=2e-4, betas=(0.5, 0.999)):
        super().__init__()
        self.latent_dim = latent_dim
        self.lr, self.betas = lr, betas
        self.generator = Generator(latent_dim)
        self.discriminator = Discriminator()
        self.generated = None

    def forward(self, z):
        return self.generator(z)

    def configure_optimizers(self):
        opt_g = torch.optim.Adam(self.generator.parameters(), lr=self.lr, betas=self.betas)
        opt_d = torch.optim.Adam(self.discriminator.parameters(), lr=self.lr, betas=self.betas)
        return [opt_g, opt_d]

    def training_step(self, real, optimizer_idx):
        if optimizer_idx == 0:
            z = torch.randn(real.shape[0], self.latent_dim)
            self.generated = self(z)
            return generator_loss(self.discriminator, self.generated)
        if optimizer_idx == 1:
            return discriminator_loss(self.discriminator, real, self.generated)
        raise ValueError(optimizer_idx)
