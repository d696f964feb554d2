import torch

from .data import get_loader
from .engine import train_one_epoch
from .meters import MeterGroup
from .model import DenoisingAE


def main(epochs=4):
    torch.manual_seed(0)
    loader = get_loader()
    model = DenoisingAE()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    meters = MeterGroup("loss", "mse")
    curve = []
    for epoch in range(epochs):
        avg = train_one_epoch(model, loader, optimizer, meters)
        curve.append(avg)
        print(f"epoch {epoch} {meters.summary()}")
    torch.save({"model": model.state_dict(), "curve": curve}, "/tmp/v03_dae.pt")


if __name__ == "__main__":
    main()
