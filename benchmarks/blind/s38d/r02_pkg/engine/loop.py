import torch
import torch.nn.functional as F

from ..utils.misc import MetricLogger


def lane_loss(logits, target, sim_weight):
    cls = F.cross_entropy(logits, target)
    # structural similarity: neighbouring row anchors should have similar column distributions
    prob = logits.softmax(dim=1)
    sim = (prob[:, :, :-1] - prob[:, :, 1:]).abs().mean()
    return cls + sim_weight * sim, {"cls": cls.detach(), "sim": sim.detach()}


def train_one_epoch(model, loader, optimizer, scaler, scheduler, cfg, hooks, trainer, epoch):
    model.train()
    logger = MetricLogger()
    for images, target in logger.log_every(loader, cfg["print_freq"], f"Epoch [{epoch}]"):
        with torch.autocast(device_type=trainer.device.type, enabled=trainer.use_amp):
            logits = model(images)
            loss, parts = lane_loss(logits, target, cfg["sim_weight"])
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["clip_grad"])
        scaler.step(optimizer)
        scaler.update()
        scheduler.step()
        for h in hooks:
            h.after_step(trainer)
        logger.update(loss=loss, **parts)
    return {k: m.global_avg for k, m in logger.meters.items()}
