import torch
import torch.nn.functional as F

from .constraints import apply_constraints


def fit(net, opt, data, idx, epochs=12, bs=100, print_every=4, tag=""):
    stem, num, y = data
    for ep in range(epochs):
        tot = 0.0
        for b in idx[torch.randperm(len(idx))].split(bs):
            pred = net(stem[b], num[b])
            l = F.smooth_l1_loss(pred, y[b])
            opt.zero_grad()
            l.backward()
            opt.step()
            apply_constraints(net)
            tot += l.item() * len(b)
        if (ep + 1) % print_every == 0:
            print(f"  {tag} ep {ep + 1:2d} train huber {tot / len(idx):.3f}")
    return net


@torch.no_grad()
def errors(net, data, idx):
    stem, num, y = data
    e = (net(stem[idx], num[idx]) - y[idx]).abs().mean(0)
    return e[0].item(), e[1].item()
