import sys

import torch

from experiment import Experiment
from mill import INPUTS

CONFIG = {
    "model": {"_target_": "model.MalaxationNet", "in_features": len(INPUTS), "hidden": 64},
    "optimizer": {"_target_": "torch.optim.AdamW", "_partial_": True,
                  "lr": 3e-3, "weight_decay": 1e-4},
    "scheduler": {"_target_": "torch.optim.lr_scheduler.StepLR", "_partial_": True,
                  "step_size": 3, "gamma": 0.5},
    "data": {"_target_": "mill.MillLog", "n_batches": 3000, "seed": 0},
    "trainer": {"epochs": 6, "batch_size": 64},
}


def apply_overrides(cfg, args):
    for arg in args:
        dotted, _, raw = arg.partition("=")
        *path, key = dotted.split(".")
        node = cfg
        for part in path:
            node = node[part]
        node[key] = type(node[key])(raw) if key in node else raw
    return cfg


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    Experiment(apply_overrides(CONFIG, sys.argv[1:])).fit()


if __name__ == "__main__":
    main()
