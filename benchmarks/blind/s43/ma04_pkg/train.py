import torch

from .network import TrapNet
from .replay import ReplayLearner
from .traps import N_BINS, REGIONS, region_tasks

CONFIG = {
    "per_species": 60,
    "hidden": 64,
    "lr": 2e-3,
    "wd": 1e-4,
    "epochs": 8,
    "batch": 32,
    "stash_per_region": 40,
    "replay_batch": 16,
    "replay_weight": 0.5,
    "seed": 0,
}


def main(config=CONFIG):
    torch.manual_seed(config["seed"])
    torch.set_num_threads(1)
    net = TrapNet(N_BINS, REGIONS, config["hidden"])
    learner = ReplayLearner(net, config)
    held_out = {}
    for region, x, y in region_tasks(config["per_species"], config["seed"]):
        cut = int(0.8 * len(y))
        learner.learn_region(region, x[:cut], y[:cut])
        held_out[region] = (x[cut:], y[cut:])
        accs = {r: round(learner.accuracy(r, *d), 2) for r, d in held_out.items()}
        print(f"after {region:8s} accuracy {accs}")
    return learner


if __name__ == "__main__":
    main()
