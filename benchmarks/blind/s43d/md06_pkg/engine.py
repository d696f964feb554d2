import torch
import torch.nn.functional as F


def bagged_loader(x, y, n_members, batch, gen):
    n = len(y)
    bags = [torch.randint(0, n, (n,), generator=gen) for _ in range(n_members)]
    for s in range(0, n, batch):
        yield [(x[b[s:s + batch]], y[b[s:s + batch]]) for b in bags]


def train_epoch(members, optimizers, x, y, gen, batch=64):
    for net in members:
        net.train()
    running = [0.0] * len(members)
    for step_batches in bagged_loader(x, y, len(members), batch, gen):
        for k, (net, opt) in enumerate(zip(members, optimizers)):
            xb, yb = step_batches[k]
            bce = F.binary_cross_entropy_with_logits(net(xb), yb)
            bce.backward()
            opt.step()
            running[k] += bce.item()
        opt.zero_grad()
    return running
