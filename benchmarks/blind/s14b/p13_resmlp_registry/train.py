import torch

from . import models  # noqa: F401  (fills the registry)
from .engine import build_optimizer, train_epoch
from .registry import build_model

CFG = {
    "model": {"arch": "resmlp", "in_dim": 20, "dim": 32, "depth": 4, "num_classes": 3},
    "optimizer": {"type": "adamw", "lr": 1e-3, "wd": 0.05},
    "epochs": 3,
}


def loader(seed=0):
    g = torch.Generator().manual_seed(seed)
    w = torch.randn(20, 3, generator=g)
    data = []
    for _ in range(10):
        x = torch.randn(32, 20, generator=g)
        data.append((x, (torch.tanh(x) @ w).argmax(1)))
    return data


def main():
    torch.manual_seed(0)
    model = build_model(CFG)
    optimizer = build_optimizer(CFG, model)
    print("trainable params:", sum(p.numel() for p in model.parameters()))
    for epoch in range(CFG["epochs"]):
        print(f"epoch {epoch} loss {train_epoch(model, optimizer, loader()):.4f}")


if __name__ == "__main__":
    main()
