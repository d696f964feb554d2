"""Training loop from lab 6, wrapped in a function."""
import torch
import torch.nn.functional as F


def train(net, X, y, epochs=30, batch=64, lr=2e-3):
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    for ep in range(epochs):
        net.train()
        perm = torch.randperm(len(y))
        running = 0.0
        for i in range(0, len(y), batch):
            idx = perm[i:i + batch]
            opt.zero_grad()
            ce = F.cross_entropy(net(X[idx]), y[idx])
            ce.backward()
            opt.step()
            running += ce.item() * len(idx)
        if ep % 10 == 0:
            print(f"  epoch {ep:2d}  train ce {running / len(y):.3f}")
    return net
