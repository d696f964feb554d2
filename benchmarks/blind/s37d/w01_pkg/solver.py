import logging

import torch
import torch.nn as nn

from .models import UNetGenerator, PatchDiscriminator

log = logging.getLogger(__name__)


class Solver:
    def __init__(self, cfg, device):
        self.cfg = cfg
        self.device = device
        self.G = UNetGenerator(cfg["in_ch"], cfg["out_ch"], cfg["ngf"]).to(device)
        self.D = PatchDiscriminator(cfg["in_ch"] + cfg["out_ch"], cfg["ndf"]).to(device)
        self.opt_G = torch.optim.Adam(self.G.parameters(), lr=cfg["lr"], betas=cfg["betas"])
        self.opt_D = torch.optim.Adam(self.D.parameters(), lr=cfg["lr"], betas=cfg["betas"])
        self.gan_loss = nn.BCEWithLogitsLoss()
        self.l1 = nn.L1Loss()

    def reset_grad(self):
        self.opt_G.zero_grad()
        self.opt_D.zero_grad()

    def _target(self, pred, real):
        return torch.ones_like(pred) if real else torch.zeros_like(pred)

    def d_step(self, src, tgt):
        fake = self.G(src)
        pred_real = self.D(torch.cat([src, tgt], dim=1))
        pred_fake = self.D(torch.cat([src, fake], dim=1))
        loss_real = self.gan_loss(pred_real, self._target(pred_real, True))
        loss_fake = self.gan_loss(pred_fake, self._target(pred_fake, False))
        loss_D = 0.5 * (loss_real + loss_fake)
        loss_D.backward()
        self.opt_D.step()
        return loss_D.item()

    def g_step(self, src, tgt):
        fake = self.G(src)
        pred_fake = self.D(torch.cat([src, fake], dim=1))
        loss_adv = self.gan_loss(pred_fake, self._target(pred_fake, True))
        loss_l1 = self.l1(fake, tgt) * self.cfg["lambda_l1"]
        loss_G = loss_adv + loss_l1
        self.opt_D.zero_grad()
        loss_G.backward()
        self.opt_G.step()
        return loss_G.item(), loss_l1.item()

    def train_step(self, src, tgt):
        src, tgt = src.to(self.device), tgt.to(self.device)
        self.reset_grad()
        d = self.d_step(src, tgt)
        g, l1 = self.g_step(src, tgt)
        return {"D": d, "G": g, "L1": l1}

    def save(self, path):
        torch.save({"G": self.G.state_dict(), "D": self.D.state_dict(),
                    "opt_G": self.opt_G.state_dict(), "opt_D": self.opt_D.state_dict()}, path)
        log.info("saved checkpoint to %s", path)
