import torch

from .nestnet import NestNet


def build_members(n_in, k=5, lr=0.05, momentum=0.9):
    members, optimizers = [], []
    for i in range(k):
        torch.manual_seed(1000 + i)
        net = NestNet(n_in)
        members.append(net)
        optimizers.append(torch.optim.SGD(net.parameters(), lr=lr, momentum=momentum))
    return members, optimizers
