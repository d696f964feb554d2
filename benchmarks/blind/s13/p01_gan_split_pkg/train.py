import torch

import models
from configs import GANConfig
from engine import AdversarialTrainer


def make_optimizer(params, ocfg):
    return getattr(torch.optim, ocfg.name)(params, lr=ocfg.lr, betas=ocfg.betas)


def real_batches(cfg):
    centre = torch.linspace(-1, 1, cfg.data_dim)
    for _ in range(cfg.iterations):
        yield centre + 0.1 * torch.randn(cfg.batch_size, cfg.data_dim)


def main():
    torch.manual_seed(0)
    cfg = GANConfig()
    gen = models.build(cfg.generator, latent_dim=cfg.latent_dim, data_dim=cfg.data_dim,
                       hidden=cfg.hidden, **cfg.gen_args)
    disc = models.build(cfg.discriminator, data_dim=cfg.data_dim, hidden=cfg.hidden,
                        **cfg.disc_args)
    trainer = AdversarialTrainer(
        gen, disc,
        opt_gen=make_optimizer(gen.parameters(), cfg.optim_g),
        opt_disc=make_optimizer(disc.parameters(), cfg.optim_d),
        latent_dim=cfg.latent_dim,
    )
    for step, real in enumerate(real_batches(cfg)):
        d_loss, g_loss = trainer.train_iteration(real)
        if step % 10 == 0:
            print(f"step {step:3d}  D {d_loss:.4f}  G {g_loss:.4f}")
    n = trainer.stats["n"]
    print(f"mean D {trainer.stats['d'] / n:.4f}  mean G {trainer.stats['g'] / n:.4f}")


if __name__ == "__main__":
    main()
