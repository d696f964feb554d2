"""Warp screening for fired floor tiles, with a cost-weighted alarm threshold."""
from functools import partial

import torch

from .evaluation import evaluate
from .firing import COLUMNS, firing_records, split
from .metrics import best_threshold, confusion_at
from .model import init, logit
from .training import epochs, make_step

OPTS = {"tiles": 4000, "hidden": 48, "drop": 0.1, "batch": 64, "epochs": 8, "lr": 2e-3, "seed": 0}


def main(o=OPTS):
    torch.manual_seed(o["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(o["seed"])
    x, y = firing_records(o["tiles"], gen)
    (xtr, ytr), val, test = split(x, y, (0.6, 0.2, 0.2), gen)
    mu, sd = xtr.mean(0), xtr.std(0)
    norm = lambda d: ((d[0] - mu) / sd, d[1])
    train, val, test = norm((xtr, ytr)), norm(val), norm(test)
    print(f"{len(COLUMNS)} columns, warp rate {y.mean():.3f}")

    params = init(len(COLUMNS), o["hidden"], gen)
    opt = torch.optim.Adam(params.values(), lr=o["lr"], weight_decay=1e-4)
    pos_weight = (1 - ytr.mean()) / ytr.mean()
    step = make_step(params, opt, pos_weight, o["drop"])
    predict = partial(logit, params)

    for epoch, loss in epochs(step, train, o["epochs"], o["batch"], gen):
        with torch.inference_mode():
            report = evaluate(predict, val)
        print(f"epoch {epoch}: train loss {loss:.3f}  val nll {report['nll']:.3f}  val AUC {report['auc']:.3f}")

    with torch.inference_mode():
        threshold = best_threshold(evaluate(predict, val)["prob"], val[1].numpy())
        final = evaluate(predict, test)
    counts = confusion_at(final["prob"], test[1].numpy(), threshold)
    print(f"threshold {threshold:.2f}; test AUC {final['auc']:.3f}; {counts}")


if __name__ == "__main__":
    main()
