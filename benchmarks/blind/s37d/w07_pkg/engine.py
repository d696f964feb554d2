import torch
import torch.nn.functional as F


class EarlyStopping:
    def __init__(self, patience):
        self.patience, self.best, self.bad_epochs = patience, None, 0

    def __call__(self, metric):
        if self.best is None or metric > self.best:
            self.best, self.bad_epochs = metric, 0
            return False
        self.bad_epochs += 1
        return self.bad_epochs >= self.patience


def train_epoch(model, loader, optimizer, device):
    model.train()
    running, seen = 0.0, 0
    for pts, labels in loader:
        pts, labels = pts.to(device), labels.to(device)
        logits = model(pts)
        loss = F.cross_entropy(logits, labels)
        loss.backward()
        optimizer.step()
        running += loss.item() * labels.size(0)
        seen += labels.size(0)
    return running / seen


@torch.no_grad()
def validate(model, loader, device):
    model.eval()
    correct = total = 0
    for pts, labels in loader:
        pred = model(pts.to(device)).argmax(1).cpu()
        correct += (pred == labels).sum().item()
        total += labels.numel()
    return correct / total
