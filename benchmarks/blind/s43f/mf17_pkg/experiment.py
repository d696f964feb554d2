import math
import random

import torch
import torch.nn.functional as F

from .heads import make_head
from .risk_model import DiscardRisk, Trunk
from .schedule import PerBatchWarmup, head_first_optimizer, unfreeze_trunk
from .tiles import take


class Trial:
    def __init__(self, number, seed=4):
        self.number, self.params = number, {}
        self._rng = random.Random(seed * 7 + number * 101)

    def suggest_float(self, name, low, high, log=False):
        u = self._rng.uniform(math.log(low), math.log(high)) if log else self._rng.uniform(low, high)
        self.params[name] = math.exp(u) if log else u
        return self.params[name]

    def suggest_categorical(self, name, options):
        self.params[name] = self._rng.choice(options)
        return self.params[name]


@torch.no_grad()
def logloss(net, data):
    net.eval()
    return F.binary_cross_entropy_with_logits(net(data), data["y"]).item()


def train_model(net, hp, train, val, epochs, unfreeze_at, seed):
    gen = torch.Generator().manual_seed(seed)
    opt = head_first_optimizer(net, hp["lr"])
    warm = PerBatchWarmup(opt, 20)
    n, best, curve = len(train["y"]), math.inf, []
    for epoch in range(epochs):
        if epoch == unfreeze_at:
            unfreeze_trunk(opt, net, hp["lr"] * hp["trunk_lr_mult"])
        net.train()
        for idx in torch.randperm(n, generator=gen).split(hp["batch"]):
            b = take(train, idx)
            opt.zero_grad()
            F.binary_cross_entropy_with_logits(net(b), b["y"]).backward()
            opt.step()
            warm.step()
        curve.append(logloss(net, val))
        best = min(best, curve[-1])
    return best, curve


def build(hp, n_dense, base_rate):
    trunk = Trunk(hp["emb_dim"], n_dense, hp["widths"], hp["dropout"])
    return DiscardRisk(trunk, make_head(hp["head"], trunk.out_dim, base_rate))
