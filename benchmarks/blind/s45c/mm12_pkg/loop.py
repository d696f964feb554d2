import torch
import torch.nn.functional as F


def fit(net, opt, sched, x, y, epochs, bs=100, label_smoothing=0.05):
    for ep in range(epochs):
        net.train()
        tot = 0.0
        for b in torch.randperm(len(x)).split(bs):
            ce = F.cross_entropy(net(x[b]), y[b], label_smoothing=label_smoothing)
            opt.zero_grad()
            ce.backward()
            opt.step()
            sched.step()
            tot += ce.item() * len(b)
    return tot / len(x)


@torch.no_grad()
def evaluate(net, x, y):
    net.eval()
    pred = net(x).argmax(1)
    acc = (pred == y).float().mean().item()
    per_class = [(pred[y == k] == k).float().mean().item() for k in range(int(y.max()) + 1)]
    return acc, per_class
