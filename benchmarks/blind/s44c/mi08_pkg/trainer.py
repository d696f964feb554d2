import torch
import torch.nn.functional as F
from torch.autograd import Variable

from .constraints import project_nonnegative


class Trainer(object):
    def __init__(self, net, optimizer, batch_size=64, use_cuda=False):
        self.net = net
        self.optimizer = optimizer
        self.batch_size = batch_size
        self.use_cuda = use_cuda

    def _var(self, t):
        t = Variable(t)
        return t.cuda() if self.use_cuda else t

    def train_epoch(self, free, mono, y):
        self.net.train()
        perm = torch.randperm(y.size(0))
        total, n = 0.0, 0
        for s in range(0, y.size(0), self.batch_size):
            idx = perm[s:s + self.batch_size]
            f, m, t = self._var(free[idx]), self._var(mono[idx]), self._var(y[idx].squeeze(1))
            self.optimizer.zero_grad()
            logits = self.net(f, m)
            bce = F.binary_cross_entropy_with_logits(logits, t)
            bce.backward()
            self.optimizer.step()
            project_nonnegative(self.net)
            total += bce.item() * idx.size(0)
            n += idx.size(0)
        return total / n

    def accuracy(self, free, mono, y):
        self.net.eval()
        with torch.no_grad():
            logits = self.net(self._var(free), self._var(mono)).cpu()
        return ((logits > 0).float() == y.squeeze(1)).float().mean().item()
