"""python -m mg14_pkg.train"""
import torch

from . import hooks, sac_model  # noqa: F401
from .dives import DiveData
from .registry import MODELS, build_from_cfg
from .runner import DiveRunner

cfg = dict(
    model=dict(type="sac_net", hidden=48),
    optimizer=dict(type="AdamW", lr=3e-3, weight_decay=1e-4),
    hooks=[
        dict(type="GradientCumulativeOptimizerHook", cumulative_iters=4, max_norm=20.0),
        dict(type="CosineLrHook"),
        dict(type="BestCheckpointHook"),
    ],
    max_epochs=8,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = DiveData(batch_size=16)
    model = build_from_cfg(cfg["model"], MODELS)
    runner = DiveRunner(model, data, cfg)
    print(f"untrained val MAE {runner.validate():.2f} bar")
    runner.run()
    y = data.val[2]
    print(f"best val MAE {runner.validate():.2f} bar (mean air used {y.mean():.1f} bar, "
          f"constant guess MAE {(y - y.mean()).abs().mean():.1f} bar)")


if __name__ == "__main__":
    main()
