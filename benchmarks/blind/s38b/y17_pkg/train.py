from types import SimpleNamespace

import torch

from .models import build_model
from .trainers import NextItemTrainer


class BestTracker:
    def __init__(self):
        self.best = float("inf")

    def on_epoch_end(self, epoch, train_loss, val_batches):
        self.best = min(self.best, train_loss)


def session_batches(n_batches, n_items, bs=16, length=6):
    out = []
    for _ in range(n_batches):
        start = torch.randint(1, n_items - length, (bs, 1))
        seq = start + torch.arange(length + 1)
        out.append((seq[:, :-1], seq[:, -1]))
    return out


def main():
    torch.manual_seed(0)
    tracker = BestTracker()
    cfg = SimpleNamespace(n_items=60, dim=32, optimizer="Adam", lr=5e-3, amp=True, clip=2.0,
                          epochs=3, callbacks=[tracker])
    model = build_model(cfg)
    NextItemTrainer(model, cfg).fit(session_batches(10, cfg.n_items), session_batches(3, cfg.n_items))
    print(f"best train loss {tracker.best:.4f}")


if __name__ == "__main__":
    main()
