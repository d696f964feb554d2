import numpy as np
import torch

from .sutures import DESCRIPTORS, GENERA, dig_site
from .model import logits_of
from .trainer import train_round
from .calibration import fit_temperature
from .acquisition import pick_most_uncertain

ROUNDS, BUDGET = 4, 30


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    pool_x, pool_y = dig_site(1200, gen)
    val_x, val_y = dig_site(200, gen)
    test_x, test_y = dig_site(400, gen)

    labelled = np.random.default_rng(0).choice(len(pool_y), 40, replace=False).tolist()
    for rnd in range(ROUNDS):
        net = train_round(pool_x[labelled], pool_y[labelled], len(GENERA))
        temp = fit_temperature(logits_of(net, val_x), val_y)
        acc = (logits_of(net, test_x).argmax(1) == test_y).float().mean().item()
        print(f"round {rnd}: {len(labelled):4d} labelled, T={temp.item():.2f}, test acc {acc:.3f}")

        unlabelled = np.setdiff1d(np.arange(len(pool_y)), labelled)
        chosen = pick_most_uncertain(logits_of(net, pool_x[unlabelled]), temp, BUDGET)
        labelled += unlabelled[chosen].tolist()


if __name__ == "__main__":
    main()
