"""Multinomial logistic regression written without nn.Module (float64, for a calibration study)."""
import math
from functools import partial

import torch
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)

N_FEATURES, N_CLASSES = 20, 4
make_optimizer = partial(torch.optim.SGD, lr=0.5, momentum=0.9)


def init_weight(fan_in, fan_out):
    bound = math.sqrt(6.0 / (fan_in + fan_out))
    return torch.empty(fan_in, fan_out, dtype=torch.float64).uniform_(-bound, bound)


class SoftmaxRegression:
    def __init__(self, n_in, n_out):
        self.weight = init_weight(n_in, n_out).requires_grad_()
        self.bias = torch.zeros(n_out, requires_grad=True).double()

    def parameters(self):
        return [self.weight, self.bias]

    def __call__(self, x):
        return x @ self.weight + self.bias


def batches(x, y, size):
    perm = torch.randperm(x.shape[0])
    for i in range(0, len(perm), size):
        j = perm[i:i + size]
        yield x[j], y[j]


true_w = torch.randn(N_FEATURES, N_CLASSES, dtype=torch.float64)
features = torch.randn(1024, N_FEATURES, dtype=torch.float64)
labels = (features @ true_w).argmax(dim=1)

clf = SoftmaxRegression(N_FEATURES, N_CLASSES)
opt = make_optimizer(clf.parameters())

for epoch in range(3):
    total = 0.0
    for xb, yb in batches(features, labels, 64):
        opt.zero_grad()
        nll = F.cross_entropy(clf(xb), yb)
        nll.backward()
        opt.step()
        total += nll.item() * len(yb)
    print(f"epoch {epoch}: nll {total / len(labels):.4f}")
