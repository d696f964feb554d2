"""Fine-tune the shock-load regressor to predict the 10/50/90 % quantiles of the peak load.

    python -m mg01_pkg.train
"""
import torch

from . import hooks, models  # noqa: F401  (fills the registries)
from .data import build_loaders
from .registry import MODELS, build_from_cfg
from .runner import QuantileRunner

QUANTILES = (0.1, 0.5, 0.9)

cfg = dict(
    model=dict(type="shock_mlp", in_features=6, hidden=64, depth=2),
    loss=dict(type="pinball", quantiles=QUANTILES),
    optimizer=dict(type="adamw", lr=3e-3, weight_decay=1e-4),
    scheduler=dict(type="cosine", T_max=25),
    hooks=[
        dict(type="HeadResetHook", out_features=len(QUANTILES), bias_init=(-1.28, 0.0, 1.28)),
        dict(type="OptimizerHook", grad_clip=dict(max_norm=5.0)),
        dict(type="LrSchedulerHook"),
        dict(type="TextLoggerHook", interval=5),
    ],
    max_epochs=25,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    loaders, (y_mean, y_std) = build_loaders()
    net = build_from_cfg(cfg["model"], MODELS)
    runner = QuantileRunner(
        net,
        loss=cfg["loss"],
        optimizer=cfg["optimizer"],
        scheduler=cfg["scheduler"],
        hooks=cfg["hooks"],
        max_epochs=cfg["max_epochs"],
    )
    runner.run(loaders["train"], loaders["val"])

    runner.model.eval()
    with torch.no_grad():
        x, y = loaders["test"].dataset.tensors
        test, _ = runner.val_step((x, y))
        med = runner.model(x)[:, 1:2]
        kn = lambda t: torch.exp(t * y_std + y_mean)
        mae = (kn(med) - kn(y)).abs().mean().item()
    print(f"test pinball {test['pinball']:.4f}  10-90 coverage {test['coverage']:.3f}  median MAE {mae:.2f} kN")


if __name__ == "__main__":
    main()
