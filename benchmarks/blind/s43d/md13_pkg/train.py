import torch

from .patterns import PATTERNS, frames
from .training import train_fresh
from .predict import predict_mc
from .acquire import choose_frames

ROUNDS, BUDGET, SEED_SIZE = 5, 40, 40


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(9)
    pool_x, pool_y = frames(3000, gen)
    test_x, test_y = frames(600, gen)

    perm = torch.randperm(len(pool_y), generator=gen)
    lab, unl = perm[:SEED_SIZE], perm[SEED_SIZE:]
    for rnd in range(ROUNDS):
        net = train_fresh(pool_x[lab], pool_y[lab], len(PATTERNS))
        mean_probs, _ = predict_mc(net, test_x)
        acc = (mean_probs.argmax(1) == test_y).float().mean().item()
        print(f"round {rnd}: labelled {len(lab):3d}  MC-dropout test acc {acc:.3f}")
        pick = choose_frames(net, pool_x[unl], BUDGET)
        keep = torch.ones(len(unl), dtype=torch.bool)
        keep[pick] = False
        lab, unl = torch.cat([lab, unl[pick]]), unl[keep]


if __name__ == "__main__":
    main()
