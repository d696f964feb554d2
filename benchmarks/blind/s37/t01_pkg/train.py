import torch

from .config import GANConfig
from .engine import CGANTrainer
from .models import build


def make_table(cfg, n=4096):
    g = torch.Generator().manual_seed(cfg.seed)
    labels = torch.randint(0, cfg.n_classes, (n,), generator=g)
    centers = torch.randn(cfg.n_classes, cfg.n_features, generator=g) * 2
    x = centers[labels] + 0.3 * torch.randn(n, cfg.n_features, generator=g)
    return x, labels


def main():
    cfg = GANConfig()
    torch.manual_seed(cfg.seed)
    x, labels = make_table(cfg)
    gen, disc = build(cfg)
    trainer = CGANTrainer(cfg, gen, disc)
    for step in range(cfg.steps):
        idx = torch.randint(0, x.size(0), (cfg.batch_size,))
        stats = trainer.step(x[idx], labels[idx])
        if step % cfg.log_every == 0:
            print(f"step {step}: d={stats['d']:.3f} g={stats['g']:.3f}")


if __name__ == "__main__":
    main()
