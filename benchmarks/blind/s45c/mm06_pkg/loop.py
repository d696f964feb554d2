import torch
import torch.nn.functional as F


def fit_epoch(net, opt, data, idx, batch=64):
    kinds, feats, mask, won = data
    net.train()
    tot = 0.0
    for b in idx[torch.randperm(len(idx))].split(batch):
        logit, _ = net(kinds[b], feats[b], mask[b])
        bce = F.binary_cross_entropy_with_logits(logit, won[b])
        opt.zero_grad()
        bce.backward()
        opt.step()
        tot += bce.item() * len(b)
    return tot / len(idx)


@torch.no_grad()
def accuracy(net, data, idx):
    kinds, feats, mask, won = data
    net.eval()
    logit, _ = net(kinds[idx], feats[idx], mask[idx])
    return ((logit > 0).float() == won[idx]).float().mean().item()
