# beta-VAE on 28x28 "digits" (synthetic strokes so the script runs offline).
# The reconstruction and the KL terms are backpropagated separately so that the
# gradient norm contributed by each term can be logged before the step.
import argparse
import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def make_strokes(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, 28), torch.linspace(-1, 1, 28), indexing="ij")
    angle = torch.rand(n, 1, 1, generator=g) * math.pi
    offset = (torch.rand(n, 1, 1, generator=g) - 0.5)
    dist = (xs * torch.cos(angle) + ys * torch.sin(angle) - offset).abs()
    return (dist < 0.12).float().unsqueeze(1)


class Encoder(nn.Module):
    def __init__(self, z_dim):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv2d(1, 32, 4, 2, 1), nn.ReLU(),
                                  nn.Conv2d(32, 64, 4, 2, 1), nn.ReLU(), nn.Flatten())
        self.fc = nn.Linear(64 * 7 * 7, 256)
        self.mu = nn.Linear(256, z_dim)
        self.logvar = nn.Linear(256, z_dim)

    def forward(self, x):
        h = F.relu(self.fc(self.conv(x)))
        return self.mu(h), self.logvar(h)


class Decoder(nn.Module):
    def __init__(self, z_dim):
        super().__init__()
        self.fc = nn.Sequential(nn.Linear(z_dim, 256), nn.ReLU(), nn.Linear(256, 64 * 7 * 7), nn.ReLU())
        self.deconv = nn.Sequential(nn.ConvTranspose2d(64, 32, 4, 2, 1), nn.ReLU(),
                                    nn.ConvTranspose2d(32, 1, 4, 2, 1))

    def forward(self, z):
        return self.deconv(self.fc(z).view(-1, 64, 7, 7))


class BetaVAE(nn.Module):
    def __init__(self, z_dim=10):
        super().__init__()
        self.encoder = Encoder(z_dim)
        self.decoder = Decoder(z_dim)

    def reparameterize(self, mu, logvar):
        return mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)

    def forward(self, x):
        mu, logvar = self.encoder(x)
        z = self.reparameterize(mu, logvar)
        return self.decoder(z), mu, logvar


def grad_norm(params):
    norms = [p.grad.norm() for p in params if p.grad is not None]
    return torch.norm(torch.stack(norms)).item() if norms else 0.0


def train(args):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    loader = DataLoader(TensorDataset(make_strokes(6000)), batch_size=args.batch_size, shuffle=True)
    model = BetaVAE(args.z_dim).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)

    for epoch in range(1, args.epochs + 1):
        model.train()
        for step, (x,) in enumerate(loader):
            x = x.to(device)
            logits, mu, logvar = model(x)
            recon = F.binary_cross_entropy_with_logits(logits, x, reduction="sum") / x.size(0)
            kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()) / x.size(0)

            optimizer.zero_grad()
            recon.backward()
            g_rec = grad_norm(model.encoder.parameters())
            (args.beta * kld).backward()
            g_total = grad_norm(model.encoder.parameters())
            optimizer.step()

            if step % 20 == 0:
                print(f"epoch {epoch} step {step:3d} recon {recon.item():8.2f} kld {kld.item():6.2f} "
                      f"|g_enc| rec {g_rec:.3f} total {g_total:.3f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="beta-VAE")
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--z-dim", type=int, default=10)
    parser.add_argument("--beta", type=float, default=4.0)
    train(parser.parse_args())
