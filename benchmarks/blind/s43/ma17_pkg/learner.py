import torch
import torch.nn.functional as F

from . import merge


class ContinualLearner:
    def __init__(self, net, conf):
        self.net = net
        self.conf = conf
        self.views = {"all": net.named_parameters}
        self.opt = torch.optim.SGD(net.parameters(), lr=conf["lr"], momentum=0.9)
        self.gen = torch.Generator().manual_seed(conf["seed"] + 14)
        self.sites_done = 0

    def fit_site(self, x, y):
        self.before_site()
        for _ in range(self.conf["epochs"]):
            for idx in torch.randperm(len(y), generator=self.gen).split(self.conf["batch"]):
                self.step(x[idx], y[idx])
        self.after_site()
        self.sites_done += 1

    def before_site(self):
        pass

    def after_site(self):
        pass

    @torch.no_grad()
    def accuracy(self, x, y):
        return (self.net(x).argmax(1) == y).float().mean().item()


class MeanIMMLearner(ContinualLearner):
    """Weight-transfer + L2-transfer fine-tuning, then mean-IMM merge with the previous model."""

    def before_site(self):
        self.reference = merge.snapshot(self.views["all"])

    def step(self, x, y):
        self.opt.zero_grad()
        ce = F.cross_entropy(self.net(x), y)
        l2 = merge.distance(self.views["all"], self.reference) if self.sites_done else 0.0
        (ce + self.conf["l2_transfer"] * l2).backward()
        self.opt.step()
        return ce.item()

    def after_site(self):
        if self.sites_done == 0:
            return
        # equal weight to every site seen so far
        weight_new = 1.0 / (self.sites_done + 1)
        merge.merge_into(self.views["all"], self.reference, weight_new)
