"""Pretrain the descent-rate model on wind-tunnel runs, then adapt the head to real drop tests."""
import torch

from .data import drop_tests, featurise, wind_tunnel
from .params import init
from .stages import rmse, run_stage

STAGES = [
    {"name": "tunnel", "epochs": 15, "batch": 64, "lr": 3e-3, "wd": 1e-4},
    {"name": "drops", "freeze": ("trunk",), "epochs": 40, "batch": 8, "lr": 1e-2},
]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    xt, yt = wind_tunnel(4000, gen)
    xd, yd = drop_tests(48, gen)
    xd_test, yd_test = drop_tests(400, gen)
    xt_test, yt_test = wind_tunnel(800, gen)
    data = {"tunnel": (featurise(xt), yt), "drops": (featurise(xd), yd)}
    held_out = {"tunnel": (featurise(xt_test), yt_test), "drops": (featurise(xd_test), yd_test)}

    params = init(7, 32, gen)
    trunk_before = None
    for stage in STAGES:
        names, last = run_stage(params, stage, data[stage["name"]], gen)
        scores = {k: rmse(params, *v) for k, v in held_out.items()}
        print(f"stage {stage['name']:>6}: trained {len(names)} tensors, last-epoch mse {last:.3f}; "
              f"held-out RMSE tunnel {scores['tunnel']:.3f} m/s, drops {scores['drops']:.3f} m/s")
        if trunk_before is None:
            trunk_before = {k: v.detach().clone() for k, v in params.items() if k.startswith("trunk")}
    drift = max((params[k] - v).abs().max().item() for k, v in trunk_before.items())
    print(f"largest trunk change during the drop-test stage: {drift:.4f}")


if __name__ == "__main__":
    main()
