"""Ukulele chord recognition from chroma frames.

Part A: hand-made parameters + our own sgd_ helper.
Part B: the same network, same init, trained with torch.optim.SGD.
Run:  python -m ly03_pkg.train
"""
import torch
import torch.nn.functional as F

from . import plots
from .chroma import NAMES, strum_frames
from .helpers import accuracy, count, sgd_
from .params import forward, init_mlp

torch.manual_seed(0)
torch.set_num_threads(1)

X, y = strum_frames()
print("X", tuple(X.shape), "y", tuple(y.shape))

# ---- Part A -------------------------------------------------------------
params = init_mlp([12, 24, len(NAMES)])
print("part A params:", count(params), [tuple(p.shape) for p in params])
lr = 0.5
curve_a = []
for step in range(150):
    logits = forward(params, X)
    ce = F.cross_entropy(logits, y)
    ce.backward()
    sgd_(params, lr)
    curve_a.append(ce.item())
print("A loss ", plots.sparkline(curve_a))
print("A acc  ", accuracy(forward(params, X), y))

# ---- Part B: copy of the loop above, with an optimizer ------------------
torch.manual_seed(0)
params_b = init_mlp([12, 24, len(NAMES)])
opt = torch.optim.SGD(params_b, lr=lr)
curve_b = []
for step in range(150):
    opt.zero_grad()
    logits = forward(params_b, X)
    ce = F.cross_entropy(logits, y)
    ce.backward()
    opt.step()
    curve_b.append(ce.item())
print("B loss ", plots.sparkline(curve_b))
print("B acc  ", accuracy(forward(params_b, X), y))
plots.confusion(forward(params_b, X), y, NAMES)
