"""Hand-pulled noodles: predict the pull force (N) at which a strand snaps.

Legacy-style script: weights are autograd Variables kept in a global dict and
updated with momentum SGD through .data, like the pre-0.4 examples.
"""
import math

import torch
from torch.autograd import Variable

use_cuda = torch.cuda.is_available()
torch.manual_seed(8)
torch.set_num_threads(1)

cfg = {"hidden": 24, "lr": 0.004, "momentum": 0.9, "epochs": 40, "batch": 32, "wd": 1e-4}


def dough_sessions(n):
    # flour protein %, hydration %, salt %, alkaline water (kansui) g/kg,
    # rest time (min), number of folds, strand diameter (mm)
    protein = 10 + 4 * torch.rand(n)
    hydration = 45 + 15 * torch.rand(n)
    salt = 1 + 2 * torch.rand(n)
    kansui = 10 * torch.rand(n)
    rest = 10 + 50 * torch.rand(n)
    folds = torch.randint(4, 12, (n,)).float()
    diameter = 0.8 + 2.2 * torch.rand(n)
    gluten = protein * (1 - torch.exp(-rest / 25.0)) * (1 + 0.04 * kansui) * (1 + 0.05 * salt)
    area = math.pi * (diameter / 2) ** 2
    strength = gluten * (1.0 - ((hydration - 52) / 20) ** 2) * (1 - 0.02 * (folds - 8).abs())
    force = 0.35 * strength * area + 0.2 * torch.randn(n)
    x = torch.stack([protein, hydration, salt, kansui, rest, folds, diameter], 1)
    return x, force.unsqueeze(1)


X, Y = dough_sessions(800)
X_test, Y_test = dough_sessions(200)
x_mean, x_std = X.mean(0), X.std(0)
X = (X - x_mean) / x_std
X_test = (X_test - x_mean) / x_std
if use_cuda:
    X, Y, X_test, Y_test = X.cuda(), Y.cuda(), X_test.cuda(), Y_test.cuda()

D_in, H = X.size(1), cfg["hidden"]
weights = {
    "W1": Variable(torch.randn(D_in, H) * math.sqrt(2.0 / D_in), requires_grad=True),
    "b1": Variable(torch.zeros(1, H), requires_grad=True),
    "W2": Variable(torch.randn(H, H) * math.sqrt(2.0 / H), requires_grad=True),
    "b2": Variable(torch.zeros(1, H), requires_grad=True),
    "W3": Variable(torch.randn(H, 1) * math.sqrt(1.0 / H), requires_grad=True),
    "b3": Variable(torch.zeros(1, 1), requires_grad=True),
}
if use_cuda:
    for k in list(weights):
        weights[k] = Variable(weights[k].data.cuda(), requires_grad=True)
velocity = {k: torch.zeros_like(v.data) for k, v in weights.items()}


def net(x):
    h = torch.relu(x.mm(weights["W1"]) + weights["b1"])
    h = torch.relu(h.mm(weights["W2"]) + weights["b2"])
    return h.mm(weights["W3"]) + weights["b3"]


def apply_update():
    for k, w in weights.items():
        g = w.grad.data + cfg["wd"] * w.data
        velocity[k].mul_(cfg["momentum"]).add_(g)
        w.data -= cfg["lr"] * velocity[k]


def reset_grads():
    for w in weights.values():
        if w.grad is not None:
            w.grad.data.zero_()


def test_rmse():
    with torch.no_grad():
        pred = net(Variable(X_test))
        return ((pred - Y_test) ** 2).mean().sqrt().item()


w1_start = weights["W1"].data.clone()
for epoch in range(cfg["epochs"]):
    perm = torch.randperm(X.size(0))
    running = 0.0
    for i in range(0, X.size(0), cfg["batch"]):
        idx = perm[i:i + cfg["batch"]]
        xb, yb = Variable(X[idx]), Variable(Y[idx])
        mse = ((net(xb) - yb) ** 2).mean()
        mse.backward()
        apply_update()
        reset_grads()
        running += mse.data * idx.size(0)
    if epoch % 5 == 0 or epoch == cfg["epochs"] - 1:
        print("epoch %2d  train mse %.4f  test rmse %.3f N" % (epoch, running.item() / X.size(0), test_rmse()))

print("W1 moved by %.3f (Frobenius)" % (weights["W1"].data - w1_start).norm())
print("all weights leaves:", all(w.is_leaf for w in weights.values()))
print("baseline rmse (predict mean) %.3f N" % (Y_test - Y.mean()).pow(2).mean().sqrt())
