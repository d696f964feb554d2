import torch
import torch.nn.functional as F

from .data import augment


def info_nce(q, k, negatives, tau):
    pos = (q * k).sum(dim=1, keepdim=True)
    neg = q @ negatives.t()
    logits = torch.cat([pos, neg], dim=1) / tau
    target = torch.zeros(q.size(0), dtype=torch.long)
    return F.cross_entropy(logits, target)


def contrastive_step(nets, opt, queue, windows, cfg):
    view_q, view_k = augment(windows), augment(windows)
    q = F.normalize(nets["query"](view_q), dim=1)
    k = F.normalize(nets["key"](view_k), dim=1)
    objective = info_nce(q, k, queue.keys, cfg["tau"])
    opt.zero_grad()
    objective.backward()
    opt.step()
    queue.push(k)
    return objective.item()
