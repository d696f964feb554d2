import torch
import torch.nn.functional as F

from ..utils.misc import MetricLogger


def train_one_epoch(trainer, loader, epoch):
    model, optimizer = trainer.model, trainer.optimizer
    model.train()
    logger = MetricLogger()
    for kpts, labels in logger.log_every(loader, trainer.cfg["print_freq"], f"Epoch [{epoch}]"):
        optimizer.zero_grad(set_to_none=True)
        with torch.autocast(device_type=trainer.device.type, enabled=trainer.use_amp):
            outputs = model(kpts)
            loss = F.cross_entropy(outputs["logits"], labels, label_smoothing=0.1)
        trainer.scaler.scale(loss).backward()
        trainer.call_hooks("after_backward", outputs)
        trainer.scaler.step(optimizer)
        trainer.scaler.update()
        trainer.scheduler.step()
        trainer.call_hooks("after_step", outputs)
        acc = (outputs["logits"].argmax(1) == labels).float().mean()
        logger.update(loss=loss, acc=acc, smooth=trainer.state.get("smooth", 0.0))
    return {k: m.global_avg for k, m in logger.meters.items()}
