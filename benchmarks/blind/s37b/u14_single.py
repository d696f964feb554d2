"""Beta-VAE on synthetic 8x8 binary glyphs, with a KL warm-up schedule."""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


def glyphs(n, generator):
    base = torch.zeros(4, 8, 8)
    base[0, 2:6, 3:5] = 1          # vertical bar
    base[1, 3:5, 1:7] = 1          # horizontal bar
    base[2, 1:7, 1:7] = 1
    base[2, 2:6, 2:6] = 0          # hollow square
    base[3].fill_diagonal_(1)      # diagonal
    idx = torch.randint(0, 4, (n,), generator=generator)
    flips = torch.rand(n, 8, 8, generator=generator) < 0.03
    x = base[idx].clone()
    x[flips] = 1 - x[flips]
    return x.flatten(1)


class VAE(nn.Module):
    def __init__(self, d_in=64, hidden=128, latent=4):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(d_in, hidden), nn.ReLU())
        self.mu = nn.Linear(hidden, latent)
        self.logvar = nn.Linear(hidden, latent)
        self.dec = nn.Sequential(nn.Linear(latent, hidden), nn.ReLU(), nn.Linear(hidden, d_in))

    def forward(self, x):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        return self.dec(z), mu, logvar


def elbo_terms(logits, x, mu, logvar):
    recon = F.binary_cross_entropy_with_logits(logits, x, reduction="sum") / x.size(0)
    kl = -0.5 * (1 + logvar - mu.pow(2) - logvar.exp()).sum() / x.size(0)
    return recon, kl


def combine_losses(terms, weights):
    total = sum(w * t.item() for t, w in zip(terms, weights))
    return torch.tensor(total, requires_grad=True)


def kl_weight(step, warmup, beta):
    return beta * min(1.0, step / max(warmup, 1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--beta", type=float, default=2.0)
    ap.add_argument("--warmup", type=int, default=100)
    ap.add_argument("--lr", type=float, default=2e-3)
    args = ap.parse_args()

    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    model = VAE()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    val_x = glyphs(512, gen)

    for step in range(args.steps):
        model.train()
        x = glyphs(args.batch_size, gen)
        logits, mu, logvar = model(x)
        recon, kl = elbo_terms(logits, x, mu, logvar)
        loss = combine_losses([recon, kl], [1.0, kl_weight(step, args.warmup, args.beta)])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        if step % 100 == 0:
            model.eval()
            with torch.no_grad():
                v_logits, v_mu, v_logvar = model(val_x)
                v_recon, v_kl = elbo_terms(v_logits, val_x, v_mu, v_logvar)
            print(f"step {step:4d} loss {loss.item():.2f} val_recon {v_recon.item():.2f} val_kl {v_kl.item():.2f}")


if __name__ == "__main__":
    main()
