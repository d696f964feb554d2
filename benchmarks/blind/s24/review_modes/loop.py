import torch.nn.functional as F

from .modes import Mode, phase


def run_epoch(model, batches, mode, optimizer=None):
    if mode.learns and optimizer is None:
        raise ValueError("training needs an optimizer")
    loss_sum, correct, seen = 0.0, 0, 0
    with phase(model, mode):
        for tokens, offsets, labels in batches:
            logits = model(tokens, offsets)
            loss = F.cross_entropy(logits, labels)
            if mode is Mode.TRAIN:
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            loss_sum += loss.item() * labels.numel()
            correct += (logits.argmax(dim=1) == labels).sum().item()
            seen += labels.numel()
    return loss_sum / seen, correct / seen
