import torch
import torch.nn as nn

from .metrics import key_error_rate
from .tones import BLANK, make_batch


class CTCEngine:
    def __init__(self, net, opt, clip=5.0):
        self.net, self.opt, self.clip = net, opt, clip
        self.ctc = nn.CTCLoss(blank=BLANK, zero_infinity=True)
        self.history = []

    def train_step(self, batch):
        x, lens, targets, tgt_lens, numbers = batch
        self.net.train()
        log_probs = self.net(x)
        loss = self.ctc(log_probs.transpose(0, 1), targets, lens, tgt_lens)
        self.opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
        self.opt.step()
        ker = key_error_rate(log_probs, lens, numbers)
        self.history.append((loss.item(), ker))
        return loss.item(), ker

    def evaluate(self, n_batches, g):
        self.net.eval()
        rates = []
        with torch.no_grad():
            for _ in range(n_batches):
                x, lens, _, _, numbers = make_batch(32, g)
                rates.append(key_error_rate(self.net(x), lens, numbers))
        return sum(rates) / len(rates)
