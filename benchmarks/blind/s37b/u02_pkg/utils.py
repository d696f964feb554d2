import torch


@torch.no_grad()
def evaluate(model, loader):
    correct, seen, loss_sum = 0, 0, 0.0
    for mels, labels in loader:
        logits = model(mels)
        loss_sum += torch.nn.functional.cross_entropy(logits, labels, reduction="sum").item()
        correct += (logits.argmax(dim=-1) == labels).sum().item()
        seen += labels.numel()
    return {"val_loss": loss_sum / seen, "val_acc": correct / seen}


def param_count(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
