import torch
import torch.nn as nn
import torch.nn.functional as F


class SpeciesNet(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(n_in, 64), nn.ReLU(), nn.Linear(64, n_out))

    def forward(self, x):
        return self.mlp(x)


def fit_task(x, y, n_out, epochs=80, lr=3e-3):
    net = SpeciesNet(x.shape[1], n_out)
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    for _ in range(epochs):
        for idx in torch.randperm(len(y)).split(32):
            opt.zero_grad()
            F.cross_entropy(net(x[idx]), y[idx]).backward()
            opt.step()
    return net


@torch.no_grad()
def task_accuracy(net, x, y):
    return (net(x).argmax(1) == y).float().mean().item()
