"""Helpers: truncated BPTT for the teacher, teacher predictions, weight EMA for the student."""
import copy

import torch
import torch.nn.functional as F


def repackage(h):
    """Cut the hidden state from the graph of the previous chunk."""
    return None if h is None else h.detach()


def train_teacher(teacher, opt, seqs, args):
    for ep in range(args.teacher_epochs):
        total = 0.0
        for x, y in seqs:
            h = None
            for s in range(0, x.shape[1], args.bptt):
                h = repackage(h)
                pred, h = teacher(x[:, s:s + args.bptt], h)
                mse = F.mse_loss(pred, y[:, s:s + args.bptt])
                opt.zero_grad()
                mse.backward()
                opt.step()
                total += mse.item()
    return total


def teacher_predictions(teacher, x):
    pred, _ = teacher(x)
    return pred


class WeightEMA:
    def __init__(self, net, decay):
        self.decay = decay
        self.shadow = copy.deepcopy(net)
        for p in self.shadow.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, net):
        for s, p in zip(self.shadow.parameters(), net.parameters()):
            s.mul_(self.decay).add_(p.detach(), alpha=1 - self.decay)
