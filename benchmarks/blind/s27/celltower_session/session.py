"""A training session is a context: it sets the net up on entry and reports on exit."""
import time

import torch
import torch.nn.functional as F


class TrainingSession:
    def __init__(self, net, opt, sched, clip=1.0):
        self.net, self.opt, self.sched, self.clip = net, opt, sched, clip

    def __enter__(self):
        self.net.train()
        self.started = time.perf_counter()
        self.seen, self.sse = 0, 0.0
        # the position table does not depend on the batch: look it up once per session
        self.positions = self.net.positions()
        return self

    def step(self, history, target):
        self.opt.zero_grad(set_to_none=True)
        pred = self.net(history, self.positions)
        mse = F.mse_loss(pred, target)
        mse.backward()
        torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
        self.opt.step()
        self.sched.step()
        self.seen += len(target)
        self.sse += mse.item() * len(target)

    def __exit__(self, *exc):
        self.net.eval()
        self.elapsed = time.perf_counter() - self.started
        return False

    @property
    def mse(self):
        return self.sse / max(self.seen, 1)
