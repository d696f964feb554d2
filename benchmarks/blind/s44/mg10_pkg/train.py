"""python -m mg10_pkg.train"""
import torch

from . import hooks, wear_models  # noqa: F401
from .registry import MODELS, build_from_cfg
from .trainer import WearTrainer
from .treadlab import build_loaders

config = {
    "model": {"type": "WearRegressor", "hidden": 64},
    "loss": {"type": "ZoneWeightedL1", "zone_weights": (1.0, 1.0, 0.5)},
    "optimizer": {"type": "AdamW", "lr": 2e-3, "weight_decay": 1e-4},
    "scheduler": {"type": "MultiStepLR", "milestones": [6, 9], "gamma": 0.3},
    "hooks": [
        {"type": "OptimizerHook"},
        {"type": "ParamSchedulerHook"},
        {"type": "LossCurveHook", "interval": 200, "window": 25},
    ],
    "max_epochs": 10,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = build_loaders()
    model = build_from_cfg(config["model"], MODELS)
    trainer = WearTrainer(model, config)
    trainer.fit(train_loader, val_loader)
    y = val_loader.dataset.tensors[1]
    print("mean wear in the val panel (mm):", [round(v, 3) for v in y.mean(0).tolist()])


if __name__ == "__main__":
    main()
