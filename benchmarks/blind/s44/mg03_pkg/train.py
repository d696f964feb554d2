"""python -m mg03_pkg.train"""
import torch

from . import hooks, nets  # noqa: F401  registers the classes
from .builder import MODELS, build_from_cfg
from .engine import BreakRateTrainer
from .mill import MillData

CONFIG = {
    "model": {"type": "BreakRateMLP", "widths": (48, 48), "exposure": 8.0},
    "loss": {"type": "PoissonNLL"},
    "optimizer": {"type": "SGD", "lr": 0.01, "momentum": 0.9},
    "hooks": [
        {"type": "OptimizerHook", "grad_clip": {"max_norm": 10.0}, "loss_scale": 1.0},
        {"type": "LoggerHook", "interval": 40},
        {"type": "BestStateHook", "key": "deviance"},
    ],
    "epochs": 6,
}


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = MillData()
    model = build_from_cfg(cfg["model"], MODELS)
    trainer = BreakRateTrainer(model, loss_cfg=cfg["loss"], optim_cfg=cfg["optimizer"],
                               hook_cfgs=cfg["hooks"], epochs=cfg["epochs"])
    trainer.fit(data)
    model.eval()
    with torch.no_grad():
        best = trainer.val_step({"features": data.val_xy[0], "breaks": data.val_xy[1]})
    print(f"best checkpoint: val deviance {best['deviance']:.3f}  mean |err| {best['mae']:.2f} breaks/shift")
    y = data.val_xy[1]
    print(f"mean breaks per shift {y.mean():.2f}; predicting the mean gives mean |err| {(y - y.mean()).abs().mean():.2f}")


if __name__ == "__main__":
    main()
