"""python -m j08_pkg.train"""
import torch

from .model import WearRegressor
from .objectives import make_objective
from .signals import loader, simulate
from .step import make_eval_step, make_train_step

HP = {"tools": 40, "passes": 60, "batch": 64, "lr": 2e-3, "epochs": 5, "loss": "huber"}


def main(hp: dict = HP):
    torch.manual_seed(0)
    train_set = simulate(hp["tools"], hp["passes"], seed=1)
    test_set = simulate(10, hp["passes"], seed=2)
    net = WearRegressor()
    opt = torch.optim.AdamW(net.parameters(), lr=hp["lr"], weight_decay=1e-4)
    train_step = make_train_step(net, opt, make_objective(hp["loss"]))
    eval_step = make_eval_step(net)
    state = {"step": 0}
    for epoch in range(hp["epochs"]):
        objs = []
        for batch in loader(train_set, hp["batch"], seed=epoch):
            state, metrics = train_step(state, batch)
            objs.append(metrics["objective"])
        report = eval_step(test_set)
        print(f"epoch {epoch} objective {sum(objs) / len(objs):.5f} test MAE {report['mae_mm']:.4f} mm "
              f"missed-limit rate {report['missed_limit']:.3f}")
    return net


if __name__ == "__main__":
    main()
