import torch


class Sampler:
    def __init__(self, generator, seed=None):
        self.generator = generator
        self.rng = torch.Generator().manual_seed(seed) if seed is not None else None

    def noise(self, count):
        return torch.randn(count, self.generator.noise_dim, generator=self.rng)

    @torch.no_grad()
    def __call__(self, count):
        return self.generator(self.noise(count))
