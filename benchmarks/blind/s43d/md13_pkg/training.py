import torch
import torch.nn.functional as F

from .net import PatternNet


def train_fresh(x, y, n_classes, epochs=40, lr=2e-3, batch=32):
    net = PatternNet(x.shape[1], n_classes)
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    net.train()
    for _ in range(epochs):
        for idx in torch.randperm(len(y)).split(batch):
            opt.zero_grad()
            F.cross_entropy(net(x[idx]), y[idx]).backward()
            opt.step()
    return net
