import argparse
from functools import partial

import torch

from data import loader
from model import VAE
from objectives import elbo_loss


def run_epoch(model, batches, optimizer, loss_fn):
    model.train()
    stats = {"rec": 0.0, "kl": 0.0}
    for x in batches:
        recon, mu, logvar = model(x)
        loss, parts = loss_fn(recon, x, mu, logvar)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        for k, v in parts.items():
            stats[k] += v / len(batches)
    return stats


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--beta", type=float, default=0.5)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--lr", type=float, default=1e-3)
    args = p.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = VAE()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    loss_fn = partial(elbo_loss, beta=args.beta)
    batches = loader(20, 32)
    for epoch in range(args.epochs):
        stats = run_epoch(model, batches, optimizer, loss_fn)
        print(f"epoch {epoch}: rec {stats['rec']:.2f} kl {stats['kl']:.2f}")


if __name__ == "__main__":
    main()
