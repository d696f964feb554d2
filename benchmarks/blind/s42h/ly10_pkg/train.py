"""Aquaponics nitrate regression, by hand and then with nn.Module.

Run:  python -m ly10_pkg.train
"""
import torch

from .model import NitrateMLP
from .scratch import forward_by_hand, init_by_hand
from .tank import COLUMNS, readings
from .trainer import fit

torch.manual_seed(0)
torch.set_num_threads(1)

X, nitrate = readings()
X = (X - X.mean(0)) / X.std(0)
print("X", tuple(X.shape), "nitrate", tuple(nitrate.shape), COLUMNS)

# ---- part 1: by hand ----
layers = init_by_hand([X.shape[1], 32, 32, 1], torch.Generator().manual_seed(0))
flat = [t for pair in layers for t in pair]
print("part 1: #params =", sum(p.numel() for p in flat))
curve1 = fit(lambda inp: forward_by_hand(layers, inp), flat, X, nitrate)
print("part 1 final mse:", round(curve1[-1], 3))

# ---- part 2: nn.Module ----
mlp = NitrateMLP(X.shape[1], hidden=(32, 32))
print("part 2: #params =", sum(p.numel() for p in mlp.parameters()))
curve2 = fit(mlp, mlp.parameters(), X, nitrate)
print("part 2 final mse:", round(curve2[-1], 3))
