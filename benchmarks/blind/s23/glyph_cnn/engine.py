import torch
import torch.nn.functional as F

from .glyphs import micro_batches


def train_epoch(model, optimizer, scaler, batches, accum_chunks=4, max_grad_norm=5.0):
    model.train()
    total, seen = 0.0, 0
    for batch in batches:
        optimizer.zero_grad()
        for images, labels in micro_batches(batch, accum_chunks):
            loss = F.cross_entropy(model(images), labels) / accum_chunks
            scaler.scale_loss(loss).backward()
            total += loss.item() * accum_chunks * labels.numel()
            seen += labels.numel()
        if scaler.unscale_(optimizer):
            torch.nn.utils.clip_grad_norm_(model.parameters(), max_grad_norm)
            optimizer.step()
        scaler.update()
    return total / seen


@torch.no_grad()
def accuracy(model, images, labels):
    model.eval()
    return (model(images).argmax(dim=1) == labels).float().mean().item()
