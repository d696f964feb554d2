import torch

from .fisher import empirical_fisher
from .model import ElasticAnchor


class ContinualLearner:
    def __init__(self, net, opt_factory, cfg):
        self.net = net
        self.cfg = cfg
        self.sources = [net.named_parameters]
        self.opt = opt_factory(p for _, p in self.sources[0]())
        self.gen = torch.Generator().manual_seed(cfg.seed + 5)
        self.tasks_done = 0

    def batches(self, x, y):
        for _ in range(self.cfg.epochs):
            order = torch.randperm(len(y), generator=self.gen)
            for i in range(0, len(y), self.cfg.batch):
                yield x[order[i:i + self.cfg.batch]], y[order[i:i + self.cfg.batch]]

    def fit(self, x, y):
        self.net.train()
        for xb, yb in self.batches(x, y):
            self.step(xb, yb)
        self.end_task(x, y)
        self.tasks_done += 1

    def step(self, x, y):
        raise NotImplementedError

    def end_task(self, x, y):
        pass


class OnlineEWC(ContinualLearner):
    def __init__(self, net, opt_factory, cfg):
        super().__init__(net, opt_factory, cfg)
        self.anchor = ElasticAnchor(*self.sources, decay=cfg.decay)

    def step(self, x, y):
        self.opt.zero_grad()
        fit = torch.nn.functional.cross_entropy(self.net(x), y)
        reg = self.anchor() if self.tasks_done else torch.zeros(())
        (fit + 0.5 * self.cfg.ewc_lambda * reg).backward()
        self.opt.step()
        return fit.item(), reg.item()

    def end_task(self, x, y):
        idx = torch.randperm(len(y), generator=self.gen)[: self.cfg.fisher_samples]
        fisher = empirical_fisher(self.net, self.sources[0], x[idx], y[idx])
        self.anchor.consolidate(fisher)


def evaluate(net, x, y):
    net.eval()
    logits = net(x)
    net.train()
    return (logits.argmax(1) == y).float().mean().item()
