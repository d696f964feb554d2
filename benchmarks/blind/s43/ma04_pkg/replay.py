import torch
import torch.nn.functional as F

from .continual import ContinualLearner


class ReplayLearner(ContinualLearner):
    """Mixes a small batch of stored spectra from every earlier region into each step."""

    def __init__(self, net, cfg):
        super().__init__(net, cfg)
        self.stash = {}

    def after_region(self, region, x, y):
        keep = torch.randperm(len(y), generator=self.gen)[: self.cfg["stash_per_region"]]
        self.stash[region] = (x[keep].clone(), y[keep].clone())

    def train_step(self, region, x, y):
        self.opt.zero_grad()
        total = F.cross_entropy(self.net(x, region), y)
        for old_region, (ox, oy) in self.stash.items():
            pick = torch.randint(len(oy), (self.cfg["replay_batch"],), generator=self.gen)
            total = total + self.cfg["replay_weight"] * F.cross_entropy(self.net(ox[pick], old_region), oy[pick])
        total.backward()
        self.opt.step()
        return total.item()
