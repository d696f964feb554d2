import torch

from .model import PlanktonNet
from .plankton import N_DESC, TAXA_GROUPS, bloom_stream
from .replay import ExemplarReplay

CFG = {"per_taxon": 80, "hidden": 64, "lr": 2e-3, "epochs": 10, "batch": 32,
       "per_class": 20, "replay_batch": 32, "seed": 0}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    net = PlanktonNet(N_DESC, len(TAXA_GROUPS[0]), cfg["hidden"])
    learner = ExemplarReplay(net, cfg)
    tests_x, tests_y = [], []
    for task, group, (x, y), (tx, ty) in bloom_stream(cfg["per_taxon"], cfg["seed"]):
        learner.learn(group, x, y)
        tests_x.append(tx)
        tests_y.append(ty)
        per_task = [round(learner.accuracy(a, b), 2) for a, b in zip(tests_x, tests_y)]
        overall = learner.accuracy(torch.cat(tests_x), torch.cat(tests_y))
        print(f"after {'+'.join(group)}: {net.n_classes} classes, accuracy per group {per_task}, all {overall:.2f}")
    return learner


if __name__ == "__main__":
    main()
