import math

import torch

from . import nets  # noqa: F401  (fills the registry)
from .loop import AdversarialLoop
from .optim_factory import make_optimizers
from .registry import build

CFG = {
    "z_dim": 8,
    "length": 32,
    "steps": 150,
    "batch": 64,
    "nets": {"gen": ("mlp_gen", {"width": 64}), "disc": ("mlp_critic", {"width": 64})},
    "optim": {
        "gen": {"name": "Adam", "lr": 2e-3, "betas": (0.5, 0.9)},
        "disc": {"name": "Adam", "lr": 2e-3, "betas": (0.5, 0.9)},
    },
}


def real_windows(n, length):
    phase = torch.rand(n, 1) * 2 * math.pi
    t = torch.linspace(0, 2 * math.pi, length)
    return 0.8 * torch.sin(t + phase)


def amplitude(x):
    return x.abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    nets_ = {}
    for key, (arch, kw) in CFG["nets"].items():
        extra = {"z_dim": CFG["z_dim"]} if key == "gen" else {}
        nets_[key] = build(arch, length=CFG["length"], **extra, **kw)
    opts = make_optimizers(nets_, CFG["optim"])
    loop = AdversarialLoop(nets_, opts, CFG["z_dim"])

    with torch.no_grad():
        before = amplitude(nets_["gen"](torch.randn(256, CFG["z_dim"])))
    for step in range(CFG["steps"]):
        d, g = loop.run_batch(real_windows(CFG["batch"], CFG["length"]))
        if step % 50 == 0:
            print(f"step {step:3d}  err_d {d:.3f}  err_g {g:.3f}")
    with torch.no_grad():
        after = amplitude(nets_["gen"](torch.randn(256, CFG["z_dim"])))
    target = amplitude(real_windows(256, CFG["length"]))
    print(f"mean |x| of samples: before {before:.3f} after {after:.3f} (real {target:.3f})")


if __name__ == "__main__":
    main()
