"""Run:  cd recsys_towers && python train.py"""
import torch

from config import resolve
from data import batches_with_negatives, synthetic_interactions
from factory import build
from losses import WeightedBCE

torch.manual_seed(0)
torch.set_num_threads(1)


def main():
    cfg = resolve({"optim": {"name": "adamw", "weight_decay": 1e-4}})
    users, items = synthetic_interactions(**{k: cfg["data"][k] for k in ("n_users", "n_items", "n_interactions")})
    model, optimizer, scheduler = build(cfg)
    criterion = WeightedBCE(cfg["loss"]["neg_weight"])

    for epoch in range(cfg["epochs"]):
        seen, running = 0, 0.0
        for u, i, label in batches_with_negatives(users, items, cfg["data"]["n_items"], cfg["data"]["batch_size"]):
            optimizer.zero_grad()
            loss = criterion(model(u, i), label)
            loss.backward()
            optimizer.step()
            running += loss.detach().sum().item()
            seen += label.numel()
        scheduler.step()
        print(f"epoch {epoch} loss {running / seen:.4f}")


if __name__ == "__main__":
    main()
