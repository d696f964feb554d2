import torch
import torch.nn.functional as F


def train_epoch(model, loader, optimizer, tracker):
    model.train()
    for numeric, cats, y in loader:
        logits = model(numeric, cats)
        loss = F.binary_cross_entropy_with_logits(logits, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        tracker.update("train_loss", loss.item(), n=y.size(0))
        tracker.update("train_acc", ((logits > 0).float() == y).float().mean().item(), n=y.size(0))


@torch.no_grad()
def validate(model, loader, tracker):
    model.eval()
    for numeric, cats, y in loader:
        logits = model(numeric, cats)
        tracker.update("val_loss", F.binary_cross_entropy_with_logits(logits, y).item(), n=y.size(0))
        tracker.update("val_acc", ((logits > 0).float() == y).float().mean().item(), n=y.size(0))
