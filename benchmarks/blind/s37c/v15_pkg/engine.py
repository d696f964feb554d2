import torch
import torch.nn.functional as F


def train_epoch(model, ema, loader, optimizer):
    model.train()
    total = 0.0
    for x, y in loader:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        ema.update(model)
        total += loss.item()
    return total / len(loader)


@torch.no_grad()
def accuracy(model, loader):
    model.eval()
    correct = sum((model(x).argmax(1) == y).sum().item() for x, y in loader)
    return correct / len(loader.dataset)
