import itertools

import torch


class ContinualLearner:
    """Task-incremental learner: the region id is known at train and test time."""

    def __init__(self, net, cfg):
        self.net = net
        self.cfg = cfg
        self.param_fns = [self.net.parameters]
        self.gen = torch.Generator().manual_seed(cfg["seed"] + 3)
        self.opt = self.build_optimizer()

    def build_optimizer(self):
        params = itertools.chain.from_iterable(fn() for fn in self.param_fns)
        return torch.optim.Adam(params, lr=self.cfg["lr"], weight_decay=self.cfg["wd"])

    def learn_region(self, region, x, y):
        self.net.train()
        for _ in range(self.cfg["epochs"]):
            order = torch.randperm(len(y), generator=self.gen)
            for i in range(0, len(y), self.cfg["batch"]):
                idx = order[i:i + self.cfg["batch"]]
                self.train_step(region, x[idx], y[idx])
        self.after_region(region, x, y)

    def train_step(self, region, x, y):
        raise NotImplementedError

    def after_region(self, region, x, y):
        pass

    @torch.no_grad()
    def accuracy(self, region, x, y):
        self.net.eval()
        acc = (self.net(x, region).argmax(1) == y).float().mean().item()
        self.net.train()
        return acc
