import torch

from .data import make_loaders
from .model import LandCoverModel, TileBackbone, freeze
from .probe_trainer import LinearProbeTrainer


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    hits = sum((model(x).argmax(1) == y).sum().item() for x, y in loader)
    return hits / len(loader.dataset)


def main(epochs=5):
    torch.manual_seed(0)
    backbone = freeze(TileBackbone())
    model = LandCoverModel(backbone, n_classes=5)
    optimizer = torch.optim.SGD(model.head.parameters(), lr=0.1, momentum=0.9)
    trainer = LinearProbeTrainer(model, optimizer, max_grad_norm=1.0)
    train_loader, val_loader = make_loaders()
    for epoch in range(epochs):
        loss = trainer.train_epoch(train_loader)
        print(f"epoch {epoch}: loss {loss:.4f} val acc {evaluate(model, val_loader):.3f}")


if __name__ == "__main__":
    main()
