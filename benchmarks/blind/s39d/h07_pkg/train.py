import argparse

import torch

from .build import build_models, build_optimizers
from .data import UnpairedTiles
from .step import cyclegan_step


def get_args(argv=None):
    p = argparse.ArgumentParser(description="CycleGAN day<->night on synthetic aerial tiles")
    p.add_argument("--ch", type=int, default=16)
    p.add_argument("--lr", type=float, default=2e-4)
    p.add_argument("--lambda-cyc", dest="lambda_cyc", type=float, default=10.0)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--iters", type=int, default=60)
    return p.parse_args(argv)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    opt = get_args()
    data = UnpairedTiles()
    gens, discs = build_models(opt)
    opts = build_optimizers(gens, discs, opt)
    for it in range(1, opt.iters + 1):
        day, night = data.batch(opt.batch)
        logs = cyclegan_step(gens, discs, opts, day, night, opt)
        if it % 20 == 0:
            with torch.no_grad():
                brightness = gens["day2night"](day).mean().item()
            print(f"iter {it}: D {logs['D']:.3f} G {logs['G']:.3f} fake-night brightness {brightness:.3f}")


if __name__ == "__main__":
    main()
