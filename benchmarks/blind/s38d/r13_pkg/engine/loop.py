import torch

from ..utils.misc import MetricLogger
from .steps import critic_step, enhancer_step, quality_score


def train_one_epoch(trainer, loader, epoch):
    trainer.G.train()
    trainer.critic.train()
    logger = MetricLogger()
    for noisy, clean in logger.log_every(loader, trainer.cfg["print_freq"], f"Epoch [{epoch}]"):
        enhanced = trainer.G(noisy)
        logger.update(**critic_step(trainer, noisy, clean, enhanced))
        logger.update(**enhancer_step(trainer, noisy, clean, enhanced))
        trainer.ema.update(trainer.G)
    return {k: m.global_avg for k, m in logger.meters.items()}


@torch.no_grad()
def validate(model, loader):
    model.eval()
    scores = [quality_score(model(noisy), clean).mean().item() for noisy, clean in loader]
    return {"val_quality": sum(scores) / len(scores)}
