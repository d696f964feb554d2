import torch
import torch.nn.functional as F


def fit(net, opt, x, y, epochs=30, batch_size=32):
    net.train()
    n = len(y)
    last = float("nan")
    for _ in range(epochs):
        perm = torch.randperm(n)
        for start in range(0, n, batch_size):
            idx = perm[start:start + batch_size]
            opt.zero_grad(set_to_none=True)
            ce = F.cross_entropy(net(x[idx]), y[idx])
            ce.backward()
            opt.step()
            last = ce.item()
    return last


@torch.no_grad()
def accuracy(net, x, y):
    net.eval()
    return (net(x).argmax(1) == y).float().mean().item()


@torch.no_grad()
def margin_scores(net, x):
    """Smaller margin between the two most likely genera = more informative."""
    net.eval()
    top2 = F.softmax(net(x), dim=1).topk(2, dim=1).values
    return -(top2[:, 0] - top2[:, 1])
