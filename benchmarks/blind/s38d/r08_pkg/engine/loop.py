import torch

from ..utils.misc import MetricLogger
from .steps import discriminator_step, generator_step


def train_one_epoch(trainer, loader, epoch):
    trainer.G.train()
    trainer.D.train()
    logger = MetricLogger()
    for text, real in logger.log_every(loader, trainer.cfg["print_freq"], f"Epoch [{epoch}]"):
        noise = torch.randn(text.size(0), trainer.cfg["model"]["noise_dim"])
        fake = trainer.G(text, noise)
        logger.update(**discriminator_step(trainer, real, fake))
        logger.update(**generator_step(trainer, real, fake))
    return {k: m.global_avg for k, m in logger.meters.items()}
