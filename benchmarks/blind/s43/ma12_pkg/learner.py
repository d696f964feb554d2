import torch
import torch.nn.functional as F

from .optim_setup import build_optimizer
from .synaptic import SynapticIntelligence


class ContinualLearner:
    def __init__(self, net, cfg):
        self.net = net
        self.cfg = cfg
        self.optimizer = build_optimizer(net.named_parameters, cfg)
        self.gen = torch.Generator().manual_seed(cfg.seed + 6)

    def learn_player(self, x, y):
        self.net.train()
        for _ in range(self.cfg.epochs):
            for idx in torch.randperm(len(y), generator=self.gen).split(self.cfg.batch):
                self.update(x[idx], y[idx])
        self.end_player()

    def update(self, x, y):
        raise NotImplementedError

    def end_player(self):
        pass

    @torch.no_grad()
    def accuracy(self, x, y):
        self.net.eval()
        out = (self.net(x).argmax(1) == y).float().mean().item()
        self.net.train()
        return out


class SILearner(ContinualLearner):
    def __init__(self, net, cfg):
        super().__init__(net, cfg)
        self.si = SynapticIntelligence(net.named_parameters, c=cfg.si_c, xi=cfg.si_xi)

    def update(self, x, y):
        ce = F.cross_entropy(self.net(x), y)
        (ce + self.si.surrogate()).backward()
        self.si.capture_grads()
        self.optimizer.step()
        self.si.accumulate()
        return ce.item()

    def end_player(self):
        self.si.consolidate()
