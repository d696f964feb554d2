import time

import numpy as np
import torch

from .config import CFG, seed_everything
from .engine import inference, train_one_epoch, train_one_epoch_pl
from .leaves import make_split
from .model import CassavaNet
from .utils import accuracy


def make_opt(net, n_steps):
    opt = torch.optim.AdamW(net.parameters(), lr=CFG.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=CFG.lr, total_steps=n_steps, pct_start=0.2)
    return opt, sched


def cv_round(x, y, x_unl, folds, teachers=None):
    """One CV round; with `teachers` (previous round's fold models) it is a pseudo-label round."""
    oof = np.zeros((len(x), len(CFG.classes)), np.float32)
    fold_models = []
    for fold in range(CFG.n_folds):
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        net = CassavaNet(len(CFG.classes))
        epochs = CFG.epochs if teachers is None else CFG.pl_epochs
        opt, sched = make_opt(net, epochs * ((len(trn) + CFG.batch_size - 1) // CFG.batch_size))
        for _ in range(epochs):
            if teachers is None:
                loss = train_one_epoch(net, x[trn], y[trn], opt, sched, CFG)
            else:
                loss = train_one_epoch_pl(net, teachers[fold], x[trn], y[trn], x_unl, opt, sched, CFG)
        oof[val] = inference([net], x[val], CFG)
        print(f"  fold {fold}: loss {loss:.4f}  val acc {accuracy(oof[val], y[val]):.3f}")
        fold_models.append(net)
    return fold_models, oof


def main():
    seed_everything()
    torch.set_num_threads(1)
    rng = np.random.default_rng(CFG.seed)
    x, y = make_split(CFG.n_labelled, rng)
    x_unl, _ = make_split(CFG.n_unlabelled, rng)
    x_test, y_test = make_split(CFG.n_test, rng)
    folds = np.arange(len(x)) % CFG.n_folds
    np.random.default_rng(CFG.seed).shuffle(folds)

    teachers = None
    for rnd in range(2):
        t0 = time.time()
        print(f"round {rnd} ({'supervised' if teachers is None else 'pseudo-label'})")
        models, oof = cv_round(x, y, x_unl, folds, teachers)
        test_probs = inference(models, x_test, CFG)
        print(f"round {rnd}: OOF acc {accuracy(oof, y):.3f}  test acc {accuracy(test_probs, y_test):.3f}"
              f"  ({time.time() - t0:.1f}s)")
        teachers = models


if __name__ == "__main__":
    main()
