"""Xylophone workshop: predict a rosewood/padauk bar's fundamental (Hz) before the final tuning cut.

Euler-Bernoulli says f ~ t / L^2 * sqrt(E / rho); we fit log f with a linear term in
log-dimensions plus a small correction net for the arch undercut, in double precision.
"""
import math

import numpy as np
import torch
import torch.optim as optim
from torch.autograd import Variable

dtype = torch.DoubleTensor
use_cuda = torch.cuda.is_available()
if use_cuda:
    dtype = torch.cuda.DoubleTensor

torch.manual_seed(12)
torch.set_num_threads(1)
N_BARS, N_TEST = 600, 150
HID = 16
LR = 0.01
STEPS = 400


def workshop_bars(n):
    length = 0.18 + 0.22 * torch.rand(n)          # m
    thick = 0.018 + 0.008 * torch.rand(n)         # m
    width = 0.035 + 0.015 * torch.rand(n)         # m
    rho = 800 + 400 * torch.rand(n)               # kg/m3
    E = 14e9 + 8e9 * torch.rand(n)                # Pa
    undercut = 0.5 * torch.rand(n)                # arch depth as a fraction of thickness
    f = 1.03 * thick / length ** 2 * torch.sqrt(E / rho) * (1 - 0.8 * undercut + 0.5 * undercut ** 2)
    f = f * (1 + 0.01 * torch.randn(n)) * (width / 0.04) ** 0.02
    logs = torch.stack([length.log(), thick.log(), width.log(), rho.log(), E.log(), undercut], 1)
    return logs.double(), f.log().double().unsqueeze(1)


X, y = workshop_bars(N_BARS)
X_test, y_test = workshop_bars(N_TEST)
mu, sd = X.mean(0), X.std(0)
X, X_test = (X - mu) / sd, (X_test - mu) / sd
X, y, X_test, y_test = X.type(dtype), y.type(dtype), X_test.type(dtype), y_test.type(dtype)

# learnable tensors: built in the target dtype first, then wrapped as leaves
w = Variable(torch.randn(6, 1).type(dtype) * 0.01, requires_grad=True)
b = Variable(torch.zeros(1).type(dtype), requires_grad=True)
V = Variable(torch.randn(1, HID).type(dtype) * 0.5, requires_grad=True)
c = Variable(torch.zeros(HID).type(dtype), requires_grad=True)
u = Variable(torch.randn(HID, 1).type(dtype) * 0.1, requires_grad=True)
solver = optim.Adam([w, b, V, c, u], lr=LR)


def predict(inp):
    linear = inp.mm(w) + b
    arch = torch.tanh(inp[:, 5:6].mm(V) + c).mm(u)
    return linear + arch


def clear():
    solver.zero_grad()


def update():
    solver.step()
    clear()


def cents(log_pred, log_true):
    return 1200.0 / math.log(2.0) * (log_pred - log_true)


for step in range(STEPS):
    log_f = predict(X)
    err = ((log_f - y) ** 2).mean()
    err.backward()
    update()
    if step % 100 == 0 or step == STEPS - 1:
        train_off = cents(log_f.data, y).cpu().numpy()
        print("step %3d  mse(log f) %.6f  train mean |error| %.1f cents"
              % (step, err.item(), np.abs(train_off).mean()))

worst_train = np.abs(cents((log_f - y).detach().cpu().numpy(), 0.0)).max()
with torch.no_grad():
    pred_test = predict(X_test)
off = cents(pred_test, y_test).cpu().numpy().ravel()
print("test bars: median |error| %.1f cents, 90th pct %.1f cents" %
      (np.median(np.abs(off)), np.percentile(np.abs(off), 90)))
print("exponent on log thickness %.3f, on log length %.3f (theory +1, -2)"
      % (w.data[1, 0] / sd[1].item(), w.data[0, 0] / sd[0].item()))
print("worst training bar needs a %.0f cent correction, worst test bar %.0f"
      % (worst_train, np.abs(off).max()))
print("leaves:", all(t.is_leaf for t in (w, b, V, c, u)))
