import numpy as np
import torch
import torch.nn.functional as F

from .leaves import augment
from .utils import evaluating


def iterate(n, batch_size, shuffle):
    order = torch.randperm(n) if shuffle else torch.arange(n)
    for i in range(0, n, batch_size):
        yield order[i:i + batch_size]


def train_one_epoch(net, x, y, opt, sched, cfg):
    net.train()
    total = 0.0
    for idx in iterate(len(x), cfg.batch_size, shuffle=True):
        logits = net(augment(x[idx]))
        ce = F.cross_entropy(logits, y[idx], label_smoothing=cfg.label_smoothing)
        opt.zero_grad()
        ce.backward()
        opt.step()
        sched.step()
        total += ce.item() * len(idx)
    return total / len(x)


def train_one_epoch_pl(student, teacher, x, y, x_unl, opt, sched, cfg):
    """Labelled CE + soft pseudo-label term on confident unlabelled leaves (teacher = last round's fold model)."""
    student.train()
    total = 0.0
    n_unl_batches = max(1, len(x_unl) // cfg.batch_size)
    for step, idx in enumerate(iterate(len(x), cfg.batch_size, shuffle=True)):
        u = torch.randint(len(x_unl), (cfg.batch_size,))
        xu = augment(x_unl[u])
        with evaluating(teacher):
            soft = teacher(xu).softmax(-1)
        keep = soft.max(1).values > cfg.pl_threshold
        sup = F.cross_entropy(student(augment(x[idx])), y[idx], label_smoothing=cfg.label_smoothing)
        if keep.any():
            pl = -(soft[keep] * F.log_softmax(student(xu[keep]), -1)).sum(1).mean()
        else:
            pl = torch.zeros(())
        objective = sup + cfg.pl_weight * pl
        opt.zero_grad()
        objective.backward()
        opt.step()
        sched.step()
        total += objective.item()
    return total / (step + 1)


def inference(nets, x, cfg):
    """Fold ensemble with flip TTA, returns numpy probabilities."""
    out = 0
    with evaluating(*nets):
        for net in nets:
            views = [x, x.flip(3)][:cfg.tta]
            out = out + sum(net(v).softmax(-1) for v in views) / len(views)
        probs = (out / len(nets)).numpy()
    return probs
