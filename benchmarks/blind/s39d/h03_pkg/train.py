from types import SimpleNamespace

import torch

from .model import CurveRegressor
from .outer import few_shot_error, meta_step
from .tasks import TaskSampler


def parse_config():
    return SimpleNamespace(hidden=40, k_support=8, k_query=16, inner_steps=2, inner_lr=0.05,
                           meta_lr=1e-3, meta_batch=8, iterations=300, log_every=100)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = parse_config()
    regressor = CurveRegressor(cfg.hidden)
    meta_opt = torch.optim.Adam(regressor.parameters(), lr=cfg.meta_lr)
    train_tasks, val_tasks = TaskSampler(1), TaskSampler(2)
    print(f"few-shot MSE before meta-training: {few_shot_error(regressor, val_tasks, cfg):.4f}")
    for it in range(1, cfg.iterations + 1):
        q = meta_step(regressor, meta_opt, train_tasks, cfg)
        if it % cfg.log_every == 0:
            print(f"iter {it}: query loss {q:.4f}  val few-shot MSE {few_shot_error(regressor, val_tasks, cfg):.4f}")


if __name__ == "__main__":
    main()
