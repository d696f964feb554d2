import torch
import torch.nn.functional as F

from ..utils.misc import MetricLogger


def train_one_epoch(trainer, loader, epoch):
    model, optimizer, scaler, cfg = trainer.model, trainer.optimizer, trainer.scaler, trainer.cfg
    accum = cfg["accum_steps"]
    model.train()
    logger = MetricLogger()
    optimizer.zero_grad(set_to_none=True)
    for i, (x, y) in enumerate(logger.log_every(loader, cfg["print_freq"], f"Epoch [{epoch}]")):
        with torch.autocast(device_type=trainer.device.type, enabled=trainer.use_amp):
            loss = F.huber_loss(model(x), y, delta=1.0)
        if trainer.use_amp:
            scaler.scale(loss / accum).backward()
        else:
            (loss / accum).backward()
        if (i + 1) % accum == 0 or i + 1 == len(loader):
            if trainer.use_amp:
                scaler.unscale_(optimizer)
                torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["clip_grad"])
                scaler.step(optimizer)
                scaler.update()
            else:
                torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["clip_grad"])
                optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            trainer.scheduler.step()
            trainer.call_hooks("after_step")
        logger.update(loss=loss.item())
    return {k: m.global_avg for k, m in logger.meters.items()}
