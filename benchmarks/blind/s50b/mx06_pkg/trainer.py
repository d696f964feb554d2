import numpy as np
import torch
import torch.nn.functional as F

from .data import SPEEDS, fan_mounts
from .optim import grouped_adamw


class Finetuner:
    def __init__(self, model, train_xy, rng, bits=4):
        self.model, self.bits, self.rng = model, bits, rng
        self.x, self.y = train_xy

    def setup(self):
        self.model.trunk.requires_grad_(False)
        self.model.swap_in_quant_head(self.bits)
        self.opt = grouped_adamw(self.model, lr=4e-3, wd=1e-3)

    def step(self, bs=32):
        idx = torch.from_numpy(self.rng.integers(0, self.x.shape[0], bs))
        self.model.train()
        self.opt.zero_grad(set_to_none=True)
        loss = F.mse_loss(self.model(self.x[idx]), self.y[idx])
        loss.backward()
        self.opt.step()
        return loss.item()

    @torch.no_grad()
    def validate(self, n=300):
        self.model.eval()
        report = {}
        for name, rpm in SPEEDS.items():
            vx, vy = fan_mounts(n, np.random.default_rng(100), rpm=rpm, loose_canopy=True)
            pred = self.model(vx).numpy()
            report[name] = float(np.sqrt(np.mean((pred - vy.numpy()) ** 2)))
        return report
