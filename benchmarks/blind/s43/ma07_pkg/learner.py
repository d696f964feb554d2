import copy

import torch


class ContinualLearner:
    def __init__(self, net, optim_cls, cfg):
        self.net = net
        self.cfg = cfg
        self.opt = optim_cls(net.parameters(), **cfg["optim"])
        self.frozen = None
        self.gen = torch.Generator().manual_seed(cfg["seed"] + 2)

    def snapshot(self):
        """Keep the network as it was at the end of the last session."""
        self.frozen = copy.deepcopy(self.net)
        self.frozen.eval()

    def fit_session(self, x, y):
        self.net.train()
        for _ in range(self.cfg["epochs"]):
            order = torch.randperm(len(y), generator=self.gen)
            for start in range(0, len(y), self.cfg["batch"]):
                idx = order[start:start + self.cfg["batch"]]
                self.step(x[idx], y[idx])
        self.snapshot()

    def step(self, x, y):
        raise NotImplementedError

    @torch.no_grad()
    def accuracy(self, x, y):
        self.net.eval()
        acc = (self.net(x).argmax(1) == y).float().mean().item()
        self.net.train()
        return acc
