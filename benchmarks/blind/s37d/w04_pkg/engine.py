import torch
import torch.nn.functional as F
from tqdm import tqdm


def train_one_epoch(model, loader, optimizer, scheduler, scaler, device, use_amp, clip_grad=None):
    model.train()
    loss_sum, n = 0.0, 0
    for images, targets in tqdm(loader, leave=False):
        images, targets = images.to(device, non_blocking=True), targets.to(device, non_blocking=True)
        optimizer.zero_grad(set_to_none=True)
        with torch.autocast(device_type=device.type, dtype=torch.float16 if device.type == "cuda" else torch.bfloat16,
                            enabled=use_amp):
            logits = model(images)
            loss = F.cross_entropy(logits, targets, label_smoothing=0.1)
        scaler.scale(loss).backward()
        if clip_grad is not None:
            scaler.unscale_(optimizer)
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip_grad)
        scaler.step(optimizer)
        scaler.update()
        scheduler.step()
        loss_sum += loss.item() * images.size(0)
        n += images.size(0)
    return loss_sum / n


@torch.inference_mode()
def evaluate(model, loader, device, use_amp):
    model.eval()
    correct, total = 0, 0
    for images, targets in loader:
        images, targets = images.to(device), targets.to(device)
        with torch.autocast(device_type=device.type, enabled=use_amp and device.type == "cuda"):
            logits = model(images)
        correct += (logits.argmax(1) == targets).sum().item()
        total += targets.numel()
    return correct / total
