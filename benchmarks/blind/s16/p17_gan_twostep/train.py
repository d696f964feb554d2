import torch

from builders import build_gan, build_optimizers
from trainer import AlternatingTrainer

CONFIG = {
    "z_dim": 8,
    "objective": "ns",
    "objective_args": {"label_smoothing": 0.1},
    "optim": "Adam",
    "gen_optim": {"lr": 2e-4, "betas": (0.5, 0.999)},
    "disc_optim": {"lr": 2e-4, "betas": (0.5, 0.999)},
    "epochs": 3,
}


def two_moons(n):
    t = torch.rand(n) * 3.14159
    upper = torch.rand(n) < 0.5
    x = torch.where(upper, t.cos(), 1 - t.cos())
    y = torch.where(upper, t.sin(), 0.5 - t.sin())
    return torch.stack([x, y], 1) + 0.05 * torch.randn(n, 2)


def main(cfg=CONFIG):
    torch.manual_seed(0)
    gan = build_gan(cfg)
    trainer = AlternatingTrainer(gan, build_optimizers(gan, cfg))
    for epoch in range(cfg["epochs"]):
        stats = trainer.train_epoch([two_moons(64) for _ in range(25)])
        print(f"epoch {epoch}: d_loss {stats['disc']:.4f} g_loss {stats['gen']:.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
