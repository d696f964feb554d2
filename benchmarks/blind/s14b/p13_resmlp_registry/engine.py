import torch
import torch.nn.functional as F


def build_optimizer(cfg, model):
    ocfg = cfg["optimizer"]
    if ocfg["type"] == "adamw":
        return torch.optim.AdamW(model.parameters(), lr=ocfg["lr"], weight_decay=ocfg["wd"])
    return torch.optim.SGD(model.parameters(), lr=ocfg["lr"], momentum=0.9)


def train_epoch(model, optimizer, loader):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y, label_smoothing=0.1)
        loss.backward()
        optimizer.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n
