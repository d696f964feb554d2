import argparse

import torch

from .data import bench_batch, drift_energy, simulated_batch
from .history import RefinedHistory
from .nets import build
from .steps import discriminator_step, refiner_step


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--iterations", type=int, default=150)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--channels", type=int, default=16)
    parser.add_argument("--refiner-steps", type=int, default=2)
    parser.add_argument("--disc-steps", type=int, default=1)
    parser.add_argument("--reg-weight", type=float, default=0.5)
    parser.add_argument("--lr", type=float, default=1e-3)
    return parser.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    refiner, disc = build(args.channels)
    opt_r = torch.optim.Adam(refiner.parameters(), lr=args.lr)
    opt_d = torch.optim.Adam(disc.parameters(), lr=args.lr)
    history = RefinedHistory(capacity=8 * args.batch_size)

    probe = simulated_batch(256)
    print(f"drift energy: bench {drift_energy(bench_batch(256)):.4f}, "
          f"simulated {drift_energy(probe):.4f}")

    for it in range(args.iterations):
        for _ in range(args.refiner_steps):
            adv, reg = refiner_step(refiner, disc, opt_r,
                                    simulated_batch(args.batch_size), args.reg_weight)
        for _ in range(args.disc_steps):
            refined = refiner(simulated_batch(args.batch_size))
            d_loss = discriminator_step(disc, opt_d, bench_batch(args.batch_size),
                                        history.mix(refined))
        if it % 50 == 0 or it == args.iterations - 1:
            with torch.no_grad():
                energy = drift_energy(refiner(probe))
            print(f"it {it:3d}  d {d_loss:.3f}  adv {adv:.3f}  reg {reg:.3f}  "
                  f"refined drift energy {energy:.4f}")


if __name__ == "__main__":
    main()
