import time

import torch
import torch.nn.functional as F

from .accumulate import GradWindow


class Engine:
    def __init__(self, detector, opt, micro_batches=4, pos_weight=2.0):
        self.detector, self.opt = detector, opt
        self.micro_batches = micro_batches
        self.pos_weight = torch.tensor(pos_weight)
        self.scaler = torch.amp.GradScaler("cuda", enabled=False)

    def train_epoch(self, batches):
        self.detector.train()
        t0, n, total = time.perf_counter(), 0, 0.0
        for current, scalars, label in batches:
            with GradWindow(self.opt, self.micro_batches, self.scaler) as win:
                for c, s, l in win.split((current, scalars, label)):
                    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=False):
                        logit = self.detector(c, s)
                    bce = F.binary_cross_entropy_with_logits(logit, l, pos_weight=self.pos_weight)
                    win.backward(bce)
                    total += bce.item() * l.shape[0]
            self.scaler.step(self.opt)
            self.scaler.update()
            n += label.shape[0]
        return total / n, n / (time.perf_counter() - t0)

    @torch.no_grad()
    def evaluate(self, current, scalars, label):
        self.detector.eval()
        prob = torch.sigmoid(self.detector(current, scalars))
        pred = prob > 0.5
        recall = (pred & (label > 0.5)).sum().item() / max(1, int(label.sum().item()))
        acc = (pred == (label > 0.5)).float().mean().item()
        return acc, recall
