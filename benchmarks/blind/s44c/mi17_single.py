"""Gong foundry: predict the ring-out time (T60, seconds) of a hammered bronze gong.

Long top-level script: globals for the data and the network, helpers that use them,
numpy for the end-of-epoch report.
"""
import time

import numpy as np
import torch
import torch.nn as nn
import torch.optim as optim
from torch.autograd import Variable

use_cuda = torch.cuda.is_available()
torch.manual_seed(23)
torch.set_num_threads(1)

batch_size = 40
n_epochs = 30
learning_rate = 5e-3


def cast_gongs(n):
    diameter = 0.3 + 0.9 * torch.rand(n)        # m
    thickness = 1.0 + 2.0 * torch.rand(n)       # mm
    tin = 0.18 + 0.06 * torch.rand(n)           # tin fraction (B20 bronze ~ 0.20)
    hammered = torch.rand(n)                    # share of the surface work-hardened
    mallet = torch.rand(n)                      # 0 soft felt .. 1 hard rubber
    strike_r = torch.rand(n)                    # strike point, 0 centre .. 1 rim
    boss = (torch.rand(n) < 0.4).float()        # nipple (boss) gong
    t60 = (4.0 + 14.0 * diameter ** 1.2) * (thickness / 2.0) ** 0.5
    t60 = t60 * (1 - 2.5 * (tin - 0.2).abs()) * (1 + 0.3 * hammered) * (1 - 0.15 * mallet)
    t60 = t60 * (1 - 0.3 * (strike_r - 0.3).abs()) * (1 + 0.2 * boss)
    t60 = t60 * torch.exp(0.05 * torch.randn(n))
    x = torch.stack([diameter, thickness, tin * 10, hammered, mallet, strike_r, boss], 1)
    return x, t60.unsqueeze(1)


X_train, y_train = cast_gongs(800)
X_val, y_val = cast_gongs(200)
feat_mu, feat_sd = X_train.mean(0), X_train.std(0)
X_train = (X_train - feat_mu) / feat_sd
X_val = (X_val - feat_mu) / feat_sd
log_y_train, log_y_val = y_train.log(), y_val.log()

gong_net = nn.Sequential(
    nn.Linear(7, 64), nn.ReLU(),
    nn.Linear(64, 64), nn.ReLU(),
    nn.Linear(64, 1),
)
if use_cuda:
    gong_net = gong_net.cuda()
solver = optim.Adam(gong_net.parameters(), lr=learning_rate)
loss_fn = nn.MSELoss()
log = []


def to_var(t):
    t = Variable(t)
    if use_cuda:
        t = t.cuda()
    return t


def predict(x):
    with torch.no_grad():
        return torch.exp(gong_net(to_var(x)))


def train_epoch():
    gong_net.train()
    order = torch.randperm(X_train.size(0))
    running = 0.0
    seen_pred, seen_true = [], []
    for i in range(0, X_train.size(0), batch_size):
        idx = order[i:i + batch_size]
        solver.zero_grad()
        out = gong_net(to_var(X_train[idx]))
        err = loss_fn(out, to_var(log_y_train[idx]))
        err.backward()
        solver.step()
        running += err.data.item() * idx.size(0)
        seen_pred.append(np.exp(out.cpu().numpy().ravel()))
        seen_true.append(y_train[idx].numpy().ravel())
    p, t = np.concatenate(seen_pred), np.concatenate(seen_true)
    return running / X_train.size(0), np.mean(np.abs(p - t) / t) * 100


def report(epoch, train_mse, train_mape, seconds):
    gong_net.eval()
    t60_pred = predict(X_val).cpu().numpy().ravel()
    t60_true = y_val.numpy().ravel()
    mape = np.mean(np.abs(t60_pred - t60_true) / t60_true) * 100
    corr = np.corrcoef(t60_pred, t60_true)[0, 1]
    log.append((epoch, train_mse, mape, corr))
    print("epoch %2d  train mse(log) %.4f  train MAPE %5.2f%%  val MAPE %5.2f%%  r %.3f  (%.2fs)"
          % (epoch, train_mse, train_mape, mape, corr, seconds))


for epoch in range(n_epochs):
    t0 = time.time()
    mse, train_mape = train_epoch()
    report(epoch, mse, train_mape, time.time() - t0)

best = min(log, key=lambda r: r[2])
print("best epoch %d: val MAPE %.2f%%" % (best[0], best[2]))
