import torch

from .diagnostics import grad_report


def train_epoch(net, opt, X, Y, bs=64):
    net.train()
    tot, gsum = 0.0, {}
    for b in torch.randperm(len(X)).split(bs):
        opt.zero_grad()
        err = net(X[b]) - Y[b]
        loss = err.pow(2).sum(1).mean()
        loss.backward()
        for k, v in grad_report(net).items():
            gsum[k] = gsum.get(k, 0.0) + v
        opt.step()
        tot += loss.item() * len(b)
    n_batches = (len(X) + bs - 1) // bs
    return tot / len(X), {k: v / n_batches for k, v in gsum.items()}


@torch.no_grad()
def radial_error(net, X, Y):
    net.eval()
    r = (net(X) - Y).norm(dim=1)
    return r.mean().item(), (r < 8.0).float().mean().item()    # 8 mm ~ half a treble bed
