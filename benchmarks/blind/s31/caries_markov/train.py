import functools

import torch

from cohort import batches, sample
from estimator import Estimator
from intensity import IntensityNet

PARAMS = {"train": 6000, "test": 2000, "batch": 256, "epochs": 3, "lr": 5e-3}


def input_fn(features, labels, generator):
    return batches(features, labels, PARAMS["batch"], generator)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(3)
    train_x, train_y = sample(PARAMS["train"], g)
    test_x, test_y = sample(PARAMS["test"], g)
    net = IntensityNet()
    optimizer = torch.optim.NAdam(net.parameters(), lr=PARAMS["lr"])
    estimator = Estimator(net, optimizer)
    print("before:", estimator.evaluate(test_x, test_y))
    for epoch in range(PARAMS["epochs"]):
        estimator.train(functools.partial(input_fn, train_x, train_y, g))
        print(f"epoch {epoch} step {estimator.global_step}:", estimator.evaluate(test_x, test_y))


if __name__ == "__main__":
    main()
