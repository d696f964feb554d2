"""python -m mb13_pkg.report : run the sweep, then explain the best model's predictions with
feature saliency (gradient of the prediction w.r.t. the trunk's hidden units and the inputs)."""
import numpy as np
import torch

from . import roofs, sweep
from .cli import param_stamp
from .training import MODELS


def saliency(net, x):
    x = x.clone().requires_grad_(True)
    hidden = net.trunk(x)
    hidden.retain_grad()
    pred = net.head(hidden)
    pred.sum().backward()
    net.zero_grad(set_to_none=True)
    return x.grad.abs().mean(0), hidden.grad.abs().mean(0), pred


def main():
    args, table = sweep.main()
    best = min(table, key=lambda k: table[k]["mae_pct"])
    print("best setting:", best)
    args.transfer, args.head = "finetune", "linear"
    net = MODELS[param_stamp(args)]
    _, straw_tr, straw_te = roofs.get_data(args)
    s_in, s_hidden, pred = saliency(net, straw_te[0][:200])
    order = np.argsort(-s_in.numpy())
    print("input saliency:", ", ".join("{} {:.3f}".format(roofs.FEATURES[i], s_in[i].item()) for i in order[:5]))
    print("hidden units with largest saliency:", np.argsort(-s_hidden.numpy())[:5].tolist())
    moist = 10 * pred.detach().cpu().numpy().ravel()
    print("predicted moisture range: {:.1f}% .. {:.1f}%  (>{}% needs attention: {} probes)".format(
        moist.min(), moist.max(), 25, int((moist > 25).sum())))


if __name__ == "__main__":
    main()
