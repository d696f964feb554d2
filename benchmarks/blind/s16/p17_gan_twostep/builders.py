import torch

from nets import GAN, Discriminator, Generator
from objectives import OBJECTIVES


def build_gan(cfg):
    objective = OBJECTIVES[cfg["objective"]](**cfg.get("objective_args", {}))
    return GAN(Generator(z_dim=cfg["z_dim"]), Discriminator(), objective)


def build_optimizers(gan, cfg):
    opt_cls = getattr(torch.optim, cfg["optim"])
    return {
        "gen": opt_cls(gan.generator.parameters(), **cfg["gen_optim"]),
        "disc": opt_cls(gan.discriminator.parameters(), **cfg["disc_optim"]),
    }
