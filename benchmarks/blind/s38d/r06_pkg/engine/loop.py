import torch
import torch.nn.functional as F

from ..utils.misc import MetricLogger


def train_one_epoch(model, loader, optimizer, scaler, device, use_amp, epoch, print_freq=5):
    model.train()
    logger = MetricLogger()
    for clips, targets, target_lens in logger.log_every(loader, print_freq, f"Epoch [{epoch}]"):
        clips, targets = clips.to(device), targets.to(device)
        with torch.autocast(device_type=device.type, enabled=use_amp):
            log_probs = model(clips)
        input_lens = torch.full((clips.size(0),), log_probs.size(1), dtype=torch.long)
        loss = F.ctc_loss(log_probs.float().transpose(0, 1), targets, input_lens, target_lens,
                          blank=0, zero_infinity=True)
        optimizer.zero_grad(set_to_none=True)
        scaler.scale(loss).backward()
        scaler.step(optimizer)
        scaler.update()
        logger.update(loss=loss)
    return {k: m.global_avg for k, m in logger.meters.items()}
