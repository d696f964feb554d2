import torch

from .model import build_model
from .trainer import MultiTaskTrainer


def make_data(n=2000, dim=12):
    x = torch.randn(n, dim)
    age = x[:, :3].sum(1) + 0.1 * torch.randn(n)
    group = (x[:, 3] > 0).long() + (x[:, 4] > 0.5).long()
    return x, {"age": age, "group": group}


def main(epochs=5):
    torch.manual_seed(0)
    x, targets = make_data()
    model = build_model(x.size(1), 64, {"age": 1, "group": 3})
    trainer = MultiTaskTrainer(model, lr=2e-3, weights={"age": 1.0, "group": 0.5})
    for epoch in range(epochs):
        print(f"epoch {epoch}: {trainer.train_epoch(x, targets)}")


if __name__ == "__main__":
    main()
