import random

import torch

from model import SharedTrunk
from runner import MultiTaskRunner
from surgery import ProjectedGradients
from tasks import TASKS


def batches(n_batches, batch_size, in_dim, proj):
    for _ in range(n_batches):
        x = torch.randn(batch_size, in_dim)
        z = x @ proj
        yield x, {
            "depth": z[:, 0].abs(),
            "label": z[:, 1:4].argmax(dim=1),
            "sign": (z[:, 4] > 0).float(),
        }


def main():
    random.seed(0)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    in_dim = 10
    proj = torch.randn(in_dim, 5)
    model = SharedTrunk(in_dim, 32, TASKS)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    runner = MultiTaskRunner(model, optimizer, ProjectedGradients(optimizer))
    for epoch in range(3):
        sums = [0.0] * len(TASKS)
        for x, targets in batches(100, 32, in_dim, proj):
            sums = [s + v for s, v in zip(sums, runner.step(x, targets))]
        print(f"epoch {epoch}: " + " ".join(f"{k}={s / 100:.3f}" for k, s in zip(TASKS, sums)))
    return runner


if __name__ == "__main__":
    main()
