# Titanic survival with a two-layer net, written the "PyTorch 0.3" way.
# Passenger table is simulated here so the script runs anywhere.
import math
import random

import numpy as np
import torch
from torch.autograd import Variable

random.seed(3)
np.random.seed(3)
torch.manual_seed(3)

N_PASSENGERS = 891
H = 16
learning_rate = 0.05
n_epochs = 60
batch_size = 64


def make_passengers(n):
    rows, labels = [], []
    for _ in range(n):
        pclass = np.random.choice([1, 2, 3], p=[0.24, 0.21, 0.55])
        sex = np.random.rand() < 0.35                      # True = female
        age = np.clip(np.random.normal(29, 14), 0.5, 80)
        sibsp = np.random.poisson(0.5)
        parch = np.random.poisson(0.4)
        fare = np.random.lognormal(3.6 - 0.6 * pclass, 0.6) * 10
        logit = 1.9 * sex - 0.9 * (pclass - 2) - 0.025 * (age - 30) - 0.3 * sibsp + 0.2
        survived = np.random.rand() < 1 / (1 + math.exp(-logit))
        rows.append([pclass, float(sex), age, sibsp, parch, fare])
        labels.append(float(survived))
    return np.array(rows, dtype=np.float32), np.array(labels, dtype=np.float32)


data, target = make_passengers(N_PASSENGERS)
# standardise columns (kaggle kernel style)
mu = data.mean(0)
sd = data.std(0)
data = (data - mu) / sd

n_train = 700
x_train = torch.from_numpy(data[:n_train])
y_train = torch.from_numpy(target[:n_train]).view(-1, 1)
x_val = torch.from_numpy(data[n_train:])
y_val = torch.from_numpy(target[n_train:]).view(-1, 1)
D_in = x_train.size(1)

# weights
w1 = Variable(torch.randn(D_in, H) * math.sqrt(2.0 / D_in), requires_grad=True)
b1 = Variable(torch.Tensor(H), requires_grad=True)
w2 = Variable(torch.randn(H, 1) * math.sqrt(1.0 / H), requires_grad=True)
b2 = Variable(torch.zeros(1), requires_grad=True)
params = [w1, b1, w2, b2]


def forward(x):
    h = (x.mm(w1) + b1).clamp(min=0)
    return h.mm(w2) + b2


def bce(logit, y):
    return torch.nn.functional.binary_cross_entropy_with_logits(logit, y)


def accuracy(x, y):
    out = forward(Variable(x))
    return ((out.data > 0).float() == y).float().mean()


for epoch in range(n_epochs):
    perm = torch.randperm(n_train)
    epoch_loss = 0.0
    for i in range(0, n_train, batch_size):
        idx = perm[i:i + batch_size]
        xb, yb = Variable(x_train[idx]), Variable(y_train[idx])
        loss = bce(forward(xb), yb)
        loss.backward()
        for p in params:
            p.data -= learning_rate * p.grad.data
            p.grad.data.zero_()
        epoch_loss += loss.data.item() * len(idx)
    if epoch % 10 == 0 or epoch == n_epochs - 1:
        print("epoch %2d  loss %.4f  train acc %.3f  val acc %.3f" % (
            epoch, epoch_loss / n_train, accuracy(x_train, y_train), accuracy(x_val, y_val)))
