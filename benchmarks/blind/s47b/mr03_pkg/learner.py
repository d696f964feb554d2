import torch

from .callbacks import ConsoleLog, EmaTarget
from .networks import NETWORKS
from .optim import make_optimizer, reset_grads


class Bootstrapper:
    def __init__(self, cfg):
        self.cfg = cfg
        self.net = NETWORKS[cfg["net"]](cfg["length"], cfg["hidden"], cfg["dim"])
        trainable = list(self.net.online.parameters()) + list(self.net.predictor.parameters())
        self.opt = make_optimizer(cfg["optim"], trainable, lr=cfg["lr"])
        self.callbacks = [EmaTarget(cfg["tau"])]
        self.log = ConsoleLog()
        self.micro = 0

    def event(self, name, payload=None):
        for cb in self.callbacks:
            fn = getattr(cb, "on_" + name, None)
            if fn is not None:
                fn(payload)
        own = getattr(self, "on_" + name, None)
        return own(payload) if own is not None else None

    @staticmethod
    def byol_loss(p, z):
        return (2 - 2 * (p * z).sum(dim=1)).mean()

    def on_batch(self, pair):
        a, b = pair
        loss = self.byol_loss(self.net.predict(a), self.net.project_target(b))
        loss = loss + self.byol_loss(self.net.predict(b), self.net.project_target(a))
        (loss / self.cfg["accum"]).backward()
        self.micro += 1
        if self.micro % self.cfg["accum"] == 0:
            self.opt.step()
            reset_grads(self.opt)
            self.event("after_step", self.net)
        self.log("loss", loss)
        return loss.detach()
