import torch


class LatentSampler:
    """Draws synthetic rows from the generator for a given batch size."""

    def __init__(self, generator, latent_dim):
        self.generator = generator
        self.latent_dim = latent_dim

    def noise(self, n):
        return torch.randn(n, self.latent_dim)

    def draw(self, n):
        return self.generator(self.noise(n))
