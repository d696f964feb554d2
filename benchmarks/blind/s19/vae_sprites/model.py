import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self, in_dim, hidden, latent):
        super().__init__()
        self.body = nn.Sequential(nn.Flatten(), nn.Linear(in_dim, hidden), nn.ReLU())
        self.mu = nn.Linear(hidden, latent)
        self.logvar = nn.Linear(hidden, latent)

    def forward(self, x):
        h = self.body(x)
        return self.mu(h), self.logvar(h)


class Decoder(nn.Module):
    def __init__(self, latent, hidden, out_shape):
        super().__init__()
        self.out_shape = out_shape
        numel = 1
        for d in out_shape:
            numel *= d
        self.body = nn.Sequential(nn.Linear(latent, hidden), nn.ReLU(), nn.Linear(hidden, numel))

    def forward(self, z, eps=1e-6):
        probs = torch.sigmoid(self.body(z))
        probs.clamp_(eps, 1.0 - eps)
        return probs.view(-1, *self.out_shape)


class VAE(nn.Module):
    def __init__(self, image_size=12, hidden=128, latent=8):
        super().__init__()
        shape = (1, image_size, image_size)
        self.encoder = Encoder(image_size * image_size, hidden, latent)
        self.decoder = Decoder(latent, hidden, shape)

    def reparameterize(self, mu, logvar):
        std = logvar.mul(0.5).exp_()
        return mu + std * torch.randn_like(std)

    def forward(self, x):
        mu, logvar = self.encoder(x)
        z = self.reparameterize(mu, logvar)
        return self.decoder(z), mu, logvar
