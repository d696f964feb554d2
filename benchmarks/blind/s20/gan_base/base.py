import torch


class AdversarialBase:
    """Shared plumbing for two-player trainers."""

    def __init__(self, netG, netD, optG, optD, latent_dim):
        self.netG = netG
        self.netD = netD
        self.optG = optG
        self.optD = optD
        self.latent_dim = latent_dim
        self.iteration = 0

    def sample_latent(self, n):
        return torch.randn(n, self.latent_dim)

    def critic_view(self, samples):
        # the critic treats generated samples as plain data during its own update
        return samples.detach()

    def train_critic(self, real, fake):
        raise NotImplementedError

    def train_generator(self, fake):
        raise NotImplementedError
