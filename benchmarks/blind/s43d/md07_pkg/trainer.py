import torch
import torch.nn.functional as F

from .model import ShellClassifier


def train_round(x, y, n_classes, epochs=60, lr=3e-3, batch=32):
    net = ShellClassifier(x.shape[1], n_classes)
    opt = torch.optim.Adam(net.parameters(), lr=lr, weight_decay=1e-4)
    for _ in range(epochs):
        net.train()
        perm = torch.randperm(len(y))
        for s in range(0, len(y), batch):
            b = perm[s:s + batch]
            opt.zero_grad()
            F.cross_entropy(net(x[b]), y[b]).backward()
            opt.step()
    return net
