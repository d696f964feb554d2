"""python -m d03_pkg.train

Phase 1 fits the four varieties in the original reference library. Phase 2 adds Galaxy samples
and grows the softmax head by one class. The trunk is frozen so the old varieties are not forgotten;
the optimizer (and its Adam moments and schedule position) is kept alive.
"""
from types import SimpleNamespace

import torch
import torch.nn.functional as F

from . import gc_peaks, params as P
from .heads import extend_head
from .optim import make_optimizer, set_lr

cfg = SimpleNamespace(seed=0, hidden=(64, 64), lr=3e-3, weight_decay=1e-4, warmup=20,
                      total_steps=400, batch=64, epochs_old=6, epochs_new=6)


def fit(params, opt, x, y, epochs, gen, step0=0):
    step = step0
    for _ in range(epochs):
        for xb, yb in gc_peaks.minibatches(x, y, cfg.batch, gen):
            set_lr(opt, step, cfg)
            opt.zero_grad(set_to_none=True)
            ce = F.cross_entropy(P.apply(params, xb), yb)
            ce.backward()
            opt.step()
            step += 1
    return step


@torch.no_grad()
def report(params, x, y, tag):
    pred = P.apply(params, x).argmax(1)
    recall = {gc_peaks.VARIETIES[c]: (pred[y == c] == c).float().mean().item() for c in y.unique().tolist()}
    print(tag, "acc %.3f" % (pred == y).float().mean().item(),
          " ".join(f"{k}={v:.2f}" for k, v in recall.items()))


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    x_old, y_old = gc_peaks.harvest(gen, 150, range(4))
    xt_old, yt_old = gc_peaks.harvest(gen, 60, range(4))

    params = P.init(gen, gc_peaks.COMPOUNDS, cfg.hidden, n_classes=4)
    opt = make_optimizer(params, cfg)
    step = fit(params, opt, x_old, y_old, cfg.epochs_old, gen)
    report(params, xt_old, yt_old, "[4 varieties]")

    x_all, y_all = gc_peaks.harvest(gen, 150, range(5))
    xt_all, yt_all = gc_peaks.harvest(gen, 60, range(5))
    params = extend_head(P.freeze_trunk(params), 5, gen)
    head_before = params["head.w"].detach().clone()
    fit(params, opt, x_all, y_all, cfg.epochs_new, gen, step0=step)
    report(params, xt_all, yt_all, "[5 varieties]")
    print("largest change of head.w during phase 2: %.4f" % (params["head.w"].detach() - head_before).abs().max())


if __name__ == "__main__":
    main()
