import torch
import torch.nn.functional as F

from .optim_utils import apply_update, build, warmup_linear
from .removal_net import RemovalNet
from .walls import subset


class Fitter:
    def __init__(self, hp, callbacks=()):
        self.hp = hp
        self.net = RemovalNet(hp["emb_dim"], hp["width"], hp["dropout"])
        self.opt = build(self.net, hp)
        self.callbacks = list(callbacks)
        self.stop = False

    @torch.no_grad()
    def score(self, data):
        self.net.eval()
        logits = self.net(data)
        acc = ((logits > 0).float() == data["cleared"]).float().mean().item()
        bce = F.binary_cross_entropy_with_logits(logits, data["cleared"]).item()
        return {"acc": acc, "bce": bce}

    def fit(self, train, val, epochs, seed=0):
        gen = torch.Generator().manual_seed(seed)
        n, bs = len(train["cleared"]), self.hp["batch"]
        total = epochs * -(-n // bs)
        sched = warmup_linear(self.opt, warmup=max(1, total // 10), total=total)
        for epoch in range(epochs):
            self.net.train()
            for idx in torch.randperm(n, generator=gen).split(bs):
                batch = subset(train, idx)
                bce = F.binary_cross_entropy_with_logits(self.net(batch), batch["cleared"])
                bce.backward()
                apply_update(self.opt, sched, clip=self.hp["clip"])
            metrics = self.score(val)
            for cb in self.callbacks:
                cb(self, epoch, metrics)
            if self.stop:
                break
        return self
