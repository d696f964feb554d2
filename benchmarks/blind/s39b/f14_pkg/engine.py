from functools import partial

import torch
import torch.nn.functional as F


def make_criterion(pos_weight):
    return partial(F.binary_cross_entropy_with_logits, pos_weight=torch.tensor(pos_weight))


def train_epoch(net, opt, criterion, data, *, batch_size, gen):
    net.train()
    x, y = data
    perm = torch.randperm(len(x), generator=gen)
    total = 0.0
    for i in range(0, len(x), batch_size):
        idx = perm[i:i + batch_size]
        loss = criterion(net(x[idx]), y[idx])
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        total += loss.item() * len(idx)
    return total / len(x)


@torch.no_grad()
def hotspot_metrics(net, data):
    net.eval()
    x, y = data
    pred = net(x) > 0
    tp = (pred & (y == 1)).sum().item()
    recall = tp / max((y == 1).sum().item(), 1)
    false_alarm = (pred & (y == 0)).sum().item() / max((y == 0).sum().item(), 1)
    return {"recall": recall, "false_alarm": false_alarm}
