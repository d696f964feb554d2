"""Neon-sign workshop QA: classify the defect in a bent tube from the bench and pump logs.

Classes: 0 clean, 1 kink, 2 thin wall, 3 contaminated fill, 4 slow leak.
Old-school script: globals, Variable wrappers, class-balanced cross entropy.
"""
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.autograd import Variable

N_PIECES = 900
N_CLASSES = 5
BATCH = 64
EPOCHS = 30
LR = 0.01
use_cuda = torch.cuda.is_available()

torch.manual_seed(5)
torch.set_num_threads(1)

CLASS_NAMES = ["clean", "kink", "thin_wall", "dirty_fill", "leak"]


def make_logs(n):
    # ribbon-burner flame (C), crossfire flame (C), bend time (s), hours on the pump manifold,
    # wall-thickness variation, bombarding current (A), shop humidity (%), reheats
    ribbon = 1120 + 40 * torch.randn(n)
    crossfire = 1050 + 35 * torch.randn(n)
    bend_time = 8 + 3 * torch.rand(n)
    pump_hours = 48 * torch.rand(n)
    wall_var = torch.rand(n)
    bombard = 2 + torch.randn(n).abs()
    humid = 30 + 40 * torch.rand(n)
    reheats = torch.randint(1, 9, (n,)).float()
    x = torch.stack([ribbon, crossfire, bend_time, pump_hours, wall_var, bombard, humid, reheats], 1)

    score = torch.zeros(n, N_CLASSES)
    score[:, 0] = 1.5
    score[:, 1] = (1100 - ribbon) / 15 + (2.5 - bombard) * 1.5
    score[:, 2] = (bend_time - 9) * 1.2 + (humid - 50) / 12
    score[:, 3] = (wall_var - 0.6) * 6 + (pump_hours < 6).float() * 1.5
    score[:, 4] = (reheats - 5) * 0.9 + (1040 - crossfire) / 20
    score = score + 0.7 * torch.randn(n, N_CLASSES)
    # most tubes pass in a working shop
    score[:, 0] += 1.0
    y = score.argmax(1)
    return x, y


X, Y = make_logs(N_PIECES)
mean, std = X.mean(0), X.std(0)
X = (X - mean) / std
perm = torch.randperm(N_PIECES)
train_idx, val_idx = perm[:700], perm[700:]
X_train, Y_train = X[train_idx], Y[train_idx]
X_val, Y_val = X[val_idx], Y[val_idx]

# class balance for the weighted loss
class_count = torch.FloatTensor(N_CLASSES)
for label in Y_train.tolist():
    class_count[label] += 1
class_weight = class_count.sum() / (N_CLASSES * class_count)
print("class counts:", [round(c, 1) for c in class_count.tolist()])
print("class weights:", [float("%.4g" % w) for w in class_weight.tolist()])


class DefectNet(nn.Module):
    def __init__(self, n_in=8, n_hidden=48):
        super(DefectNet, self).__init__()
        self.fc1 = nn.Linear(n_in, n_hidden)
        self.fc2 = nn.Linear(n_hidden, n_hidden)
        self.drop = nn.Dropout(0.1)
        self.fc3 = nn.Linear(n_hidden, N_CLASSES)

    def forward(self, x):
        x = F.relu(self.fc1(x))
        x = self.drop(F.relu(self.fc2(x)))
        return self.fc3(x)


net = DefectNet()
weight = class_weight
if use_cuda:
    net = net.cuda()
    weight = weight.cuda()
criterion = nn.CrossEntropyLoss(weight=weight)
optimizer = optim.SGD(net.parameters(), lr=LR, momentum=0.9)


def train_one_epoch(epoch):
    net.train()
    order = torch.randperm(X_train.size(0))
    running, seen = 0.0, 0
    for start in range(0, X_train.size(0), BATCH):
        idx = order[start:start + BATCH]
        inputs, labels = Variable(X_train[idx]), Variable(Y_train[idx])
        if use_cuda:
            inputs, labels = inputs.cuda(), labels.cuda()
        optimizer.zero_grad()
        outputs = net(inputs)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()
        running += loss.item() * idx.size(0)
        seen += idx.size(0)
    return running / seen


def validate():
    net.eval()
    correct = torch.zeros(N_CLASSES)
    total = torch.zeros(N_CLASSES)
    with torch.no_grad():
        inputs, labels = Variable(X_val), Variable(Y_val)
        if use_cuda:
            inputs, labels = inputs.cuda(), labels.cuda()
        pred = net(inputs).max(1)[1].cpu()
    for c in range(N_CLASSES):
        mask = Y_val == c
        total[c] = mask.sum()
        correct[c] = (pred[mask] == c).sum()
    acc = correct.sum() / total.sum()
    per_class = correct / total.clamp(min=1)
    return acc.item(), per_class


for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    tr_loss = train_one_epoch(epoch)
    acc, per_class = validate()
    print("epoch %2d  loss %.4f  val acc %.3f  (%.2fs)" % (epoch, tr_loss, acc, time.time() - t0))

acc, per_class = validate()
print("final val accuracy %.3f" % acc)
for name, a in zip(CLASS_NAMES, per_class.tolist()):
    print("  %-10s recall %.3f" % (name, a))
