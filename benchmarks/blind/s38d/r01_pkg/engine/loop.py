import torch
import torch.nn.functional as F

from ..utils.misc import MetricLogger


def compute_loss(logits, targets, pad_id):
    return F.cross_entropy(logits.reshape(-1, logits.size(-1)), targets.reshape(-1),
                           ignore_index=pad_id, label_smoothing=0.05)


def train_one_epoch(trainer, loader, epoch):
    model, optimizer, scaler = trainer.model, trainer.optimizer, trainer.scaler
    model.train()
    logger = MetricLogger()
    for images, reports in logger.log_every(loader, trainer.cfg["print_freq"], f"Epoch [{epoch}]"):
        tokens_in, targets = reports[:, :-1], reports[:, 1:]
        with torch.autocast(device_type=trainer.device.type, enabled=trainer.use_amp):
            logits = model(images, tokens_in)
            loss = compute_loss(logits, targets, trainer.cfg["pad_id"])
        optimizer.zero_grad(set_to_none=True)
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), trainer.cfg["clip_grad"])
        scaler.step(optimizer)
        scaler.update()
        trainer.scheduler.step()
        trainer.call_hooks("after_step", {"loss": loss, "logits": logits})
        logger.update(loss=loss, loss_ema=trainer.state["loss_ema"],
                      lr=optimizer.param_groups[0]["lr"])
    return {k: m.global_avg for k, m in logger.meters.items()}
