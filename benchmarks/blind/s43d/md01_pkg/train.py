import torch

from .data import FEATURES, GENERA, make_collection, standardise, holdout
from .model import ToothNet
from .optim import make_optimizer
from .rounds import ActiveLearner

ROUNDS = 5
BUDGET = 30
EPOCHS = 25


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = make_collection()
    (pool_x, pool_y), (test_x, test_y) = holdout(x, y)
    test_x = standardise(test_x, pool_x)
    pool_x = standardise(pool_x, pool_x)

    net = ToothNet(len(FEATURES), len(GENERA))
    opt = make_optimizer(net, {"lr": 4e-3})
    learner = ActiveLearner(net, opt, pool_x, pool_y)

    for r in range(ROUNDS):
        learner.begin_round()
        ce = learner.train_round(EPOCHS)
        acc = learner.evaluate(test_x, test_y)
        print(f"round {r}: labelled={len(learner.labelled):3d} train_ce={ce:.3f} test_acc={acc:.3f}")
        if r < ROUNDS - 1:
            learner.query(BUDGET)


if __name__ == "__main__":
    main()
