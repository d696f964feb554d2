import torch

from sake_koji.engine import evaluate, train_epoch
from sake_koji.model import TASKS, koji_batches
from sake_koji.registry import build
from sake_koji.weighting import DynamicWeightAverage

CONFIG = {
    "model": {"name": "koji_mlp", "d_in": 7, "hidden": 64, "depth": 2},
    "optim": {"lr": 3e-3, "weight_decay": 1e-4},
    "epochs": 10,
    "batch_size": 64,
    "dwa_temperature": 2.0,
}


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = koji_batches(3000, seed=1), koji_batches(600, seed=2)
    model = build(cfg["model"])
    opt = torch.optim.AdamW(model.parameters(), **cfg["optim"])
    steps = cfg["epochs"] * -(-len(train[0]) // cfg["batch_size"])
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=cfg["optim"]["lr"], total_steps=steps)
    dwa = DynamicWeightAverage(TASKS, cfg["dwa_temperature"])

    print("untrained val mae:", {t: round(v, 3) for t, v in evaluate(model, val).items()})
    g = torch.Generator().manual_seed(3)
    for epoch in range(cfg["epochs"]):
        weights, means = train_epoch(model, opt, sched, train, dwa, cfg["batch_size"], g)
        mae = evaluate(model, val)
        print(f"epoch {epoch + 1:2d}  w " + " ".join(f"{weights[t]:.2f}" for t in TASKS)
              + "  val mae " + " ".join(f"{mae[t]:.3f}" for t in TASKS))


if __name__ == "__main__":
    main()
