"""python -m mg07_pkg.train"""
import torch

from . import hooks, shade_models  # noqa: F401
from .registry import MODELS, build_from_cfg
from .runner import Runner
from .salon import colour_services

cfg = dict(
    model=dict(type="mixing_net", in_dim=10, hidden=64),
    loss=dict(type="delta_e", l_weight=1.0),
    optimizer=dict(type="AdamW", lr=3e-3, weight_decay=1e-4),
    lr_step=dict(step_size=8, gamma=0.3),
    hooks=[dict(type="OptimizerHook"), dict(type="SchedulerHook"), dict(type="LoggerHook")],
    batch_size=64,
    epochs=16,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = colour_services(2400, seed=4)
    model = build_from_cfg(cfg["model"], MODELS)
    runner = Runner(model, cfg, (x[:2000], y[:2000]), (x[2000:], y[2000:]))
    untrained = runner.validate()
    print(f"untrained val dE {untrained:.2f}")
    final = runner.run()
    print(f"final val dE76 {final:.2f} (a dE under 2 is hard to see on hair)")


if __name__ == "__main__":
    main()
