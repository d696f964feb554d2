import torch
from torch import nn

from q05_building_energy.data import FEATURES, make_buildings, standardize
from q05_building_energy.engine import evaluate, train_epoch
from q05_building_energy.guards import NonFiniteGuard
from q05_building_energy.model import EnergyRegressor

CONFIG = {
    "data": {"n_train": 1536, "n_valid": 384, "seed": 7},
    "model": {"hidden": [64, 32], "dropout": 0.1},
    "optim": {"lr": 0.02, "momentum": 0.9, "weight_decay": 1e-4},
    "train": {"epochs": 10, "batch_size": 64, "clip_norm": 10.0, "max_skips": 20},
}


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    d = cfg["data"]
    x_tr, y_tr = make_buildings(d["n_train"], d["seed"])
    x_va, y_va = make_buildings(d["n_valid"], d["seed"] + 1)
    x_tr, x_va = standardize(x_tr, x_va)

    model = EnergyRegressor(len(FEATURES), **cfg["model"])
    optimizer = torch.optim.SGD(model.parameters(), **cfg["optim"])
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=4, gamma=0.5)
    criterion = nn.SmoothL1Loss(beta=0.5)
    guard = NonFiniteGuard(cfg["train"]["max_skips"])

    print(f"valid mae before training {evaluate(model, x_va, y_va):.4f}")
    for epoch in range(cfg["train"]["epochs"]):
        loss = train_epoch(model, x_tr, y_tr, optimizer, criterion, guard, cfg["train"])
        scheduler.step()
        print(f"epoch {epoch:2d} train loss {loss:.4f} "
              f"valid mae {evaluate(model, x_va, y_va):.4f} skipped {guard.skipped}")


if __name__ == "__main__":
    main()
