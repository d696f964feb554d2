import torch
import torch.nn.functional as F


def train_classifier(net, x, y, epochs=60, lr=5e-3, batch=64):
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    for ep in range(epochs):
        perm = torch.randperm(len(y))
        for s in range(0, len(y), batch):
            b = perm[s:s + batch]
            opt.zero_grad()
            F.cross_entropy(net(x[b]), y[b]).backward()
            opt.step()
    return net
