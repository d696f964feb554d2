from functools import partial

import torch
import torch.nn.functional as F

from .losses import adversarial_losses


class SRGANEngine:
    def __init__(self, G, D, opt_g, opt_d, *, lambda_l1, lambda_div):
        self.G, self.D, self.opt_g, self.opt_d = G, D, opt_g, opt_d
        self.compute_losses = partial(adversarial_losses, lambda_l1=lambda_l1, lambda_div=lambda_div)

    @staticmethod
    def _update(optimizer, loss):
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()

    def train_step(self, lr, hr):
        loss_d, loss_g, logs = self.compute_losses(self.G, self.D, lr, hr)
        self._update(self.opt_d, loss_d)
        self._update(self.opt_g, loss_g)
        return logs

    @torch.no_grad()
    def validate(self, lr, hr):
        sr = self.G(lr)
        bicubic = F.interpolate(lr, scale_factor=self.G.factor, mode="bicubic", align_corners=False)
        return F.l1_loss(sr, hr).item(), F.l1_loss(bicubic, hr).item()
