"""Ski-wax glide times: fit, then look at the fit per snow temperature.

Run:  python -m ly07_pkg.train
"""
import torch
from torch import nn

from . import plots
from .net import GlideNet
from .snow import WAXES, glide_tests

torch.manual_seed(0)
torch.set_num_threads(1)

X, t_glide, snow_t = glide_tests()
print("X", tuple(X.shape), "t", tuple(t_glide.shape), "waxes", len(WAXES))
mean_t = t_glide.mean()

glide = GlideNet(X.shape[1])
adam = torch.optim.Adam(glide.parameters(), lr=1e-2)
crit = nn.MSELoss()

curve = []
for it in range(300):
    adam.zero_grad()
    err = crit(glide(X) + mean_t, t_glide)
    err.backward()
    adam.step()
    curve.append(err.item())
plots.curve(curve, "train mse")
print("final mse:", round(curve[-1], 4))

# In[11]: how good is the fit at each snow temperature?
fitted = glide(X) + mean_t
plots.binned_fit(snow_t, t_glide, fitted)
