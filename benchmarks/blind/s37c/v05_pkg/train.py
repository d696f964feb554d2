import torch

from .config import ExperimentConfig
from .data import make_loader
from .losses import build_criterion
from .model import build_model


def run_epoch(model, loader, criterion, optimizer):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        optimizer.zero_grad()
        loss = criterion(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.item() * x.size(0)
        n += x.size(0)
    return total / n


@torch.no_grad()
def accuracy(model, loader):
    model.eval()
    hits = sum((model(x).argmax(1) == y).sum().item() for x, y in loader)
    return hits / len(loader.dataset)


def main():
    torch.manual_seed(0)
    cfg = ExperimentConfig()
    model = build_model(cfg)
    criterion = build_criterion(cfg)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    train_loader, val_loader = make_loader(cfg, True), make_loader(cfg, False)
    for epoch in range(cfg.epochs):
        loss = run_epoch(model, train_loader, criterion, optimizer)
        print(f"epoch {epoch} loss {loss:.4f} val acc {accuracy(model, val_loader):.3f}")


if __name__ == "__main__":
    main()
