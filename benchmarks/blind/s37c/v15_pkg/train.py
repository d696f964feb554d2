import torch

from .data import loaders
from .ema import ModelEMA
from .engine import accuracy, train_epoch
from .model import GlyphCNN


def main(epochs=3):
    torch.manual_seed(0)
    train_loader, val_loader = loaders()
    model = GlyphCNN()
    ema = ModelEMA(model, decay=0.995)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    for epoch in range(epochs):
        loss = train_epoch(model, ema, train_loader, optimizer)
        print(f"epoch {epoch}: loss {loss:.4f} acc {accuracy(model, val_loader):.3f} "
              f"ema acc {accuracy(ema.module, val_loader):.3f}")
    torch.save(ema.state_dict(), "/tmp/v15_ema.pt")


if __name__ == "__main__":
    main()
