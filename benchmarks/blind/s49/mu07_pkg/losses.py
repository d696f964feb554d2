import torch
import torch.nn.functional as F

from .models import istft_from


@torch.no_grad()
def quality_target(enh_mag, phase, clean_wave):
    est = istft_from(enh_mag, phase, clean_wave.shape[-1])
    snr = 10 * torch.log10(clean_wave.pow(2).sum(-1) / (est - clean_wave).pow(2).sum(-1).clamp_min(1e-8))
    return torch.sigmoid(snr / 10.0)


def generator_loss(fake_score, enh_mag, clean_mag, rec_weight=1.0):
    adv = F.mse_loss(fake_score, torch.ones_like(fake_score))
    rec = F.mse_loss(torch.log1p(enh_mag), torch.log1p(clean_mag))
    return adv + rec_weight * rec, adv.item()


def discriminator_loss(real_score, fake_score, target_q):
    return F.mse_loss(real_score, torch.ones_like(real_score)) + F.mse_loss(fake_score, target_q)
