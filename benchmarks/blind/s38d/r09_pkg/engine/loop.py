from ..utils.misc import MetricLogger
from .steps import adversarial_step


def train_one_epoch(trainer, loader, epoch):
    trainer.lifter.train()
    trainer.critic.train()
    logger = MetricLogger()
    for kp2d, pose3d in logger.log_every(loader, trainer.cfg["print_freq"], f"Epoch [{epoch}]"):
        logger.update(**adversarial_step(trainer, kp2d, pose3d))
        trainer.sched_l.step()
    return {k: m.global_avg for k, m in logger.meters.items()}
