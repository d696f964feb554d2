import torch

from .caves import N_STATS, REGIMES, cave_days
from .dripnet import DripNet
from .learner import AnchoredLearner
from .metrics import accuracy_row, forgetting

HP = {"caves": 5, "per_regime": 60, "hidden": 48, "lr": 0.02, "epochs": 10, "batch": 32,
      "anchor_weight": 0.02, "seed": 0}


def main(hp=HP):
    torch.manual_seed(hp["seed"])
    torch.set_num_threads(1)
    net = DripNet(N_STATS, len(REGIMES), hp["hidden"])
    learner = AnchoredLearner(net, hp)
    tests, matrix = [], []
    for cave, (x, y), test in cave_days(hp["caves"], hp["per_regime"], hp["seed"]):
        learner.fit_cave(x, y)
        tests.append(test)
        matrix.append(accuracy_row(net, tests))
        print(f"cave {cave}: " + " ".join(f"{a:.2f}" for a in matrix[-1]))
    print(f"average accuracy {sum(matrix[-1]) / len(matrix[-1]):.3f}, forgetting {forgetting(matrix):.3f}")
    return learner


if __name__ == "__main__":
    main()
