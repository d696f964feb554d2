import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


class MultiTaskEnhancer:
    """Speech enhancement (ideal-ratio-mask regression) with an auxiliary voice-activity head."""

    def __init__(self, encoder, mask_head, vad_head, cfg):
        self.encoder, self.mask_head, self.vad_head = encoder, mask_head, vad_head
        self.opt_enh = torch.optim.Adam(list(encoder.parameters()) + list(mask_head.parameters()), lr=cfg.lr_enh)
        self.opt_vad = torch.optim.Adam(vad_head.parameters(), lr=cfg.lr_vad)

    def train(self):
        for m in (self.encoder, self.mask_head, self.vad_head):
            m.train()

    def step(self, noisy, irm, vad):
        feats = self.encoder(noisy)
        mask = self.mask_head(feats)
        vad_logits = self.vad_head(feats)
        loss_mask = F.mse_loss(mask, irm)
        loss_vad = F.binary_cross_entropy_with_logits(vad_logits, vad)

        self.opt_enh.zero_grad()
        loss_mask.backward()
        self.opt_enh.step()

        self.opt_vad.zero_grad()
        loss_vad.backward()
        self.opt_vad.step()
        return loss_mask.item(), loss_vad.item()

    def run_epoch(self, loader, epoch):
        self.train()
        sums = [0.0, 0.0]
        for noisy, irm, vad in loader:
            lm, lv = self.step(noisy, irm, vad)
            sums[0] += lm
            sums[1] += lv
        logger.info("epoch %d mask_mse %.4f vad_bce %.4f", epoch, sums[0] / len(loader), sums[1] / len(loader))

    def state_dict(self):
        return {"encoder": self.encoder.state_dict(), "mask_head": self.mask_head.state_dict(),
                "vad_head": self.vad_head.state_dict()}
