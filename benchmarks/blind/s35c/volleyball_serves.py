"""Serve-type recognition from ball-tracking features, with replay of the hardest serves.

Tracking gives, for every serve, the contact height, speed, spin, net clearance, flight
curvature and so on. Classes: float, jump float, topspin, jump topspin, hybrid. After each
epoch the serves that were hardest to classify are replayed once more (online hard example
mining with a bounded heap).
"""
import heapq
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

FEATURES = (
    "contact_height", "speed_kmh", "spin_rps", "net_clearance", "lateral_wobble",
    "curvature", "flight_time", "approach_steps", "toss_height", "landing_depth",
)
SERVES = ("float", "jump_float", "topspin", "jump_topspin", "hybrid")


@dataclass
class Settings:
    n_train: int = 3000
    n_test: int = 800
    epochs: int = 8
    batch: int = 50
    hard_pool: int = 256
    lr: float = 3e-3


def tracked_serves(n, generator):
    kind = torch.randint(0, len(SERVES), (n,), generator=generator)
    centres = torch.tensor([
        [0.0, -0.5, -1.0, 0.3, 1.0, -0.5, 0.4, -1.0, -0.5, 0.0],
        [0.8, 0.0, -1.0, 0.2, 1.0, -0.3, 0.2, 0.5, 0.3, 0.2],
        [0.1, 0.5, 1.0, 0.6, -0.8, 0.8, -0.2, -1.0, 0.2, 0.4],
        [0.9, 1.2, 1.1, 0.5, -0.8, 0.9, -0.6, 0.6, 1.0, 0.5],
        [0.6, 0.6, 0.0, 0.3, 0.2, 0.2, 0.0, 0.4, 0.6, 0.3],
    ])
    x = centres[kind] + 0.6 * torch.randn(n, len(FEATURES), generator=generator)
    return x, kind


class HardServeBank:
    """Keeps the `capacity` serves with the largest loss seen so far (a min-heap on loss)."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.heap = []

    def offer(self, losses, indices):
        for loss, index in zip(losses, indices.tolist()):
            entry = (loss, index)
            if len(self.heap) < self.capacity:
                heapq.heappush(self.heap, entry)
            elif loss > self.heap[0][0]:
                heapq.heapreplace(self.heap, entry)

    def indices(self):
        return torch.tensor(sorted({index for _, index in self.heap}))


def make_model(n_in, n_out, width=64):
    return nn.Sequential(
        nn.Linear(n_in, width), nn.ReLU(),
        nn.Linear(width, width), nn.ReLU(),
        nn.Linear(width, n_out),
    )


@torch.no_grad()
def accuracy(model, x, y):
    model.eval()
    return (model(x).argmax(dim=1) == y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = Settings()
    gen = torch.Generator().manual_seed(9)
    train_x, train_y = tracked_serves(cfg.n_train, gen)
    test_x, test_y = tracked_serves(cfg.n_test, gen)
    model = make_model(len(FEATURES), len(SERVES))
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    bank = HardServeBank(cfg.hard_pool)
    print(f"untrained test accuracy {accuracy(model, test_x, test_y):.3f}")

    for epoch in range(cfg.epochs):
        model.train()
        order = torch.randperm(cfg.n_train, generator=gen)
        for start in range(0, cfg.n_train, cfg.batch):
            idx = order[start:start + cfg.batch]
            per_serve = F.cross_entropy(model(train_x[idx]), train_y[idx], reduction="none")
            optimizer.zero_grad()
            per_serve.mean().backward()
            optimizer.step()
            bank.offer(per_serve, idx)
        hard = bank.indices()
        optimizer.zero_grad()
        F.cross_entropy(model(train_x[hard]), train_y[hard]).backward()
        optimizer.step()
        print(f"epoch {epoch}: {len(hard)} hard serves replayed, "
              f"test accuracy {accuracy(model, test_x, test_y):.3f}")


if __name__ == "__main__":
    main()
