import math

import torch
import torch.nn as nn

from .batching import get_batch


class LMTrainer:
    def __init__(self, net, lr=3e-3, bptt=35, clip=0.25):
        self.net = net
        self.bptt = bptt
        self.clip = clip
        self.opt = torch.optim.Adam(net.parameters(), lr=lr)
        self.crit = nn.CrossEntropyLoss()

    def run_epoch(self, train_data):
        self.net.train()
        self.net.reset_state()             # new epoch, new stream
        total, n = 0.0, 0
        for i in range(0, train_data.size(0) - 1, self.bptt):
            x, y = get_batch(train_data, i, self.bptt)
            self.opt.zero_grad()
            logits = self.net(x)
            batch_loss = self.crit(logits.view(-1, logits.size(-1)), y)
            batch_loss.backward()
            nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
            self.opt.step()
            total += batch_loss.item()
            n += 1
        return total / n

    @torch.no_grad()
    def evaluate(self, data):
        self.net.eval()
        self.net.reset_state()
        total, n = 0.0, 0
        for i in range(0, data.size(0) - 1, self.bptt):
            x, y = get_batch(data, i, self.bptt)
            logits = self.net(x)
            total += self.crit(logits.view(-1, logits.size(-1)), y).item()
            n += 1
        return total / n, math.exp(total / n)
