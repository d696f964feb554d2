import torch

from data import minibatches, two_moons_lifted
from factory import build_all
from step import AAEStep

SPEC = {"data_dim": 10, "z_dim": 2, "ae_opt": {"lr": 2e-3}, "critic_opt": {"lr": 1e-3, "betas": (0.5, 0.9)},
        "iters": 300, "bs": 64}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x = two_moons_lifted(2048, SPEC["data_dim"])
    nets, opts = build_all(SPEC)
    stepper = AAEStep(nets, opts, adv_weight=0.1)
    stream = minibatches(x, SPEC["bs"])
    for it in range(SPEC["iters"]):
        stats = stepper(next(stream))
        if it % 100 == 0 or it == SPEC["iters"] - 1:
            print(f"iter {it:3d}  " + "  ".join(f"{k} {v:.4f}" for k, v in stats.items()))
    with torch.no_grad():
        codes = nets[0](x)
    print(f"code mean {codes.mean(0).tolist()}  code std {codes.std(0).tolist()}")


if __name__ == "__main__":
    main()
