import torch

from .model import MaskedFlameAE
from .objectives import build_objectives


class MAETrainer:
    def __init__(self, cfg, hooks_factory, log):
        self.cfg = cfg
        self.model = MaskedFlameAE(cfg["tokens"], cfg["patch"] ** 2, cfg["width"])
        self.opt = torch.optim.AdamW(self.model.parameters(), lr=cfg["lr"], weight_decay=0.05)
        self.objectives = build_objectives(cfg["objectives"])
        self.hooks = [hooks_factory(self.model, log)]
        self.log = log

    def event(self, name, payload):
        for h in self.hooks:
            fn = getattr(h, "on_" + name, None)
            if fn is not None:
                fn(payload)

    def on_batch(self, patches, diode, gen):
        mask = torch.rand(patches.shape[:2], generator=gen) < self.cfg["mask_ratio"]
        batch = (patches, mask, diode)
        out = self.model(patches, mask)
        self.opt.zero_grad()
        total = 0.0
        for name, (fn, weight) in self.objectives.items():
            value = weight * fn(out, batch)
            self.event("objective", (name, value))
            total += value.item()
        self.opt.step()
        self.log("loss", total)
        return total
