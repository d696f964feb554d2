import torch
import torch.nn.functional as F
from torch import nn


class PerceptualLoss(nn.Module):
    """L1 on the signal plus MSE between feature maps of a fixed network."""

    def __init__(self, extractor, feature_weight=1.0):
        super().__init__()
        self.extractor = extractor
        self.feature_weight = feature_weight

    def forward(self, denoised, clean):
        feats = self.extractor(torch.cat([denoised, clean]))
        f_out, f_ref = feats.chunk(2)
        return F.l1_loss(denoised, clean) + self.feature_weight * F.mse_loss(f_out, f_ref)
