import torch
import torch.nn.functional as F

from .anchors import ParamAnchor


class ContinualLearner:
    def __init__(self, net, hp):
        self.net = net
        self.hp = hp
        self.param_iters = [net.named_parameters]
        self.opt = torch.optim.SGD(net.parameters(), lr=hp["lr"], momentum=0.9, nesterov=True)
        self.gen = torch.Generator().manual_seed(hp["seed"] + 12)

    def named(self):
        return [item for it in self.param_iters for item in it()]

    def fit_cave(self, x, y):
        self.net.train()
        for _ in range(self.hp["epochs"]):
            for idx in torch.randperm(len(y), generator=self.gen).split(self.hp["batch"]):
                self.step(x[idx], y[idx])
        self.after_cave()

    def after_cave(self):
        pass


class AnchoredLearner(ContinualLearner):
    def __init__(self, net, hp):
        super().__init__(net, hp)
        self.anchor = ParamAnchor(self.named())

    def step(self, x, y):
        self.opt.zero_grad()
        ce = F.cross_entropy(self.net(x), y)
        (ce + self.hp["anchor_weight"] * self.anchor.pull(self.named())).backward()
        self.opt.step()
        return ce.item()

    def after_cave(self):
        self.anchor.absorb(self.named())
