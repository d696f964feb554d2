import torch

from detector import FlowDetector
from flows import ATTACKS, FEATURES, capture
from losses import build_criterion
from specs import parse_spec

CONFIG = {
    "data": {"train": 30000, "test": 8000, "batch": 512},
    "model": {"hidden": 96, "dropout": 0.1},
    "criterion": {"type": "focal", "gamma": 2.0, "alpha": 0.75},
    "optimizer": {"lr": 2e-3, "weight_decay": 1e-4},
    "epochs": 6,
}


@torch.no_grad()
def per_attack_f1(model, x, labels):
    model.eval()
    predicted = (model(x) > 0).float()
    model.train()
    tp = (predicted * labels).sum(0)
    precision = tp / predicted.sum(0).clamp(min=1)
    recall = tp / labels.sum(0).clamp(min=1)
    f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-8)
    return " ".join(f"{name} {value:.2f}" for name, value in zip(ATTACKS, f1.tolist()))


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, labels = capture(CONFIG["data"]["train"] + CONFIG["data"]["test"], seed=0)
    cut = CONFIG["data"]["train"]
    mean, std = x[:cut].mean(0), x[:cut].std(0)
    x = (x - mean) / std

    model = FlowDetector(FEATURES, len(ATTACKS), **CONFIG["model"])
    criterion = build_criterion(parse_spec(CONFIG["criterion"]))
    optimizer = torch.optim.AdamW(model.parameters(), **CONFIG["optimizer"])
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CONFIG["epochs"])
    print("test f1 before:", per_attack_f1(model, x[cut:], labels[cut:]))

    batch = CONFIG["data"]["batch"]
    for epoch in range(CONFIG["epochs"]):
        order = torch.randperm(cut)
        total = 0.0
        for start in range(0, cut, batch):
            rows = order[start:start + batch]
            loss = criterion(model(x[rows]), labels[rows])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * rows.numel()
        scheduler.step()
        print(f"epoch {epoch}: focal {total / cut:.4f} | test f1:",
              per_attack_f1(model, x[cut:], labels[cut:]))


if __name__ == "__main__":
    main()
