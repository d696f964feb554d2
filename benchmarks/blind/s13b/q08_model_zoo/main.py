import torch
import torch.nn as nn

from builders import build_criterion, build_optimizer, build_scheduler
from zoo import build_model

config = {
    "arch": "resmlp", "in_features": 12, "num_classes": 4, "width": 48, "depth": 2,
    "loss": "focal", "gamma": 1.5, "optimizer": "adamw", "lr": 2e-3, "weight_decay": 1e-4,
    "epochs": 3, "batch_size": 64,
}


def synthetic(n, cfg):
    x = torch.randn(n, cfg["in_features"])
    w = torch.randn(cfg["in_features"], cfg["num_classes"])
    return x, (x @ w).argmax(dim=1)


def main(cfg=config):
    torch.manual_seed(0)
    x, y = synthetic(1024, cfg)
    steps_per_epoch = (len(x) + cfg["batch_size"] - 1) // cfg["batch_size"]

    model = build_model(cfg)
    optimizer = build_optimizer(model, cfg)
    scheduler = build_scheduler(optimizer, cfg, steps_per_epoch)
    criterion = build_criterion(cfg)

    if model.head.out_features != cfg["num_classes"]:
        model.head = nn.Linear(model.head.in_features, cfg["num_classes"])  # expect: AGL019

    for epoch in range(cfg["epochs"]):
        model.train()
        perm = torch.randperm(len(x))
        total, count = 0.0, 0
        for i in range(0, len(x), cfg["batch_size"]):
            idx = perm[i:i + cfg["batch_size"]]
            loss = criterion(model(x[idx]), y[idx])
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            scheduler.step()
            total += loss.item() * len(idx)
            count += len(idx)
        print(f"epoch {epoch}: loss {total / count:.4f} lr {scheduler.get_last_lr()[0]:.5f}")


if __name__ == "__main__":
    main()
