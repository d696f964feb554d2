"""python -m mg16_pkg.train"""
import torch

from . import hooks, seq_models  # noqa: F401
from .registry import MODELS, build_from_cfg
from .runner import StreamRunner
from .stitch_stream import stitch_stream

cfg = dict(
    model=dict(type="BreakGRU", hidden=32),
    loss=dict(type="FocalBCE", gamma=2.0, alpha=0.75),
    optimizer=dict(type="Adam", lr=3e-3),
    hooks=[dict(type="HiddenResetHook"), dict(type="OptimizerHook", grad_clip=1.0), dict(type="EpochLogHook")],
    chunk_len=50,
    max_epochs=5,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, brk = stitch_stream(seed=7)
    split = 2400
    print(f"break rate {brk.mean():.4f} per 10 stitches")
    model = build_from_cfg(cfg["model"], MODELS)
    runner = StreamRunner(model, cfg, (x[:split], brk[:split]), (x[split:], brk[split:]))
    runner.run()


if __name__ == "__main__":
    main()
