import torch
import torch.nn as nn

NETWORKS = {}


def register(name):
    def wrap(cls):
        NETWORKS[name] = cls
        return cls
    return wrap


@register("mlp_generator")
class Generator(nn.Module):
    def __init__(self, latent_dim, image_size, hidden):
        super().__init__()
        self.image_size = image_size
        self.body = nn.Sequential(
            nn.Linear(latent_dim, hidden),
            nn.LeakyReLU(0.2),
            nn.Linear(hidden, image_size * image_size),
            nn.Tanh(),
        )

    def forward(self, z):
        return self.body(z).view(-1, 1, self.image_size, self.image_size)


@register("mlp_discriminator")
class Discriminator(nn.Module):
    def __init__(self, image_size, hidden):
        super().__init__()
        self.body = nn.Sequential(
            nn.Flatten(),
            nn.Linear(image_size * image_size, hidden),
            nn.LeakyReLU(0.2),
            nn.Linear(hidden, 1),
        )

    def forward(self, x):
        return self.body(x).squeeze(1)


def build(name, **kwargs):
    return NETWORKS[name](**kwargs)


def synthetic_digits(batch_size, image_size, generator=None):
    """Blurry bars on a dark background, scaled to [-1, 1]."""
    imgs = torch.full((batch_size, 1, image_size, image_size), -1.0)
    cols = torch.randint(0, image_size, (batch_size,), generator=generator)
    for i, c in enumerate(cols.tolist()):
        imgs[i, 0, :, c] = 1.0
    return imgs + 0.05 * torch.randn(imgs.shape, generator=generator)
