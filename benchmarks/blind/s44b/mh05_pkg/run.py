"""Hiking-trail junction difficulty grade from noisy surveys, smoothed over the trail network."""
import torch

from .graph import GRADES, trail_network
from .model import init
from .propagate import normalised_adjacency, smooth
from .steps import accuracy, make_step, node_batches

SETUP = {"junctions": 1500, "k": 4, "hops": 3, "hidden": 32, "batch": 64, "epochs": 12,
         "lr": 1e-2, "aux_weight": 0.3, "seed": 0}


def main(setup=SETUP):
    torch.manual_seed(setup["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(setup["seed"])
    g = trail_network(setup["junctions"], setup["k"], gen)
    adj = normalised_adjacency(g["edges"], g["n"])
    smoothed = smooth(g["x"], adj, setup["hops"])
    raw = smooth(g["x"], adj, 0)

    perm = torch.randperm(g["n"], generator=gen)
    split = {"train": perm[:900], "val": perm[900:1200], "test": perm[1200:]}
    print(f"{g['n']} junctions, {g['edges'].shape[1] // 2} trail segments, grades "
          + ", ".join(f"{name} {int((g['grade'] == i).sum())}" for i, name in enumerate(GRADES)))

    for name, feats in [("raw features", raw), (f"{setup['hops']}-hop smoothed", smoothed)]:
        params = init(feats.shape[1], len(GRADES), setup["hidden"], gen)
        opt = torch.optim.Adam(params.values(), lr=setup["lr"])
        step = make_step(params, opt, feats, g, setup["aux_weight"])
        for epoch in range(setup["epochs"]):
            logs = [step(nodes) for nodes in node_batches(split["train"], setup["batch"], gen)]
        with torch.no_grad():
            val_acc = accuracy(params, feats, g["grade"], split["val"])
            test_acc = accuracy(params, feats, g["grade"], split["test"])
        ce = sum(l[0] for l in logs) / len(logs)
        gain = sum(l[1] for l in logs) / len(logs)
        print(f"{name:>16}: last-epoch ce {ce:.3f}, gain mse {gain:.3f}; val acc {val_acc:.3f}, test acc {test_acc:.3f}")


if __name__ == "__main__":
    main()
