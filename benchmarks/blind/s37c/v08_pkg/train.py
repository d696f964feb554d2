import torch

from .data import loader
from .model import CellNet
from .steps import run_epoch


def main(epochs=3):
    torch.manual_seed(0)
    model = CellNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    train_loader = loader()
    for epoch in range(epochs):
        logs = run_epoch(model, train_loader, optimizer, clip_norm=5.0,
                         weights={"count": 1.0, "border": 0.5})
        count = sum(t["count"] for t, _ in logs) / len(logs)
        border = sum(t["border"] for t, _ in logs) / len(logs)
        print(f"epoch {epoch}: count {count:.3f} border {border:.3f}")


if __name__ == "__main__":
    main()
