import torch
import torch.nn.functional as F


def critic_loss(score_clean, score_enh, target_q):
    return F.mse_loss(score_clean, torch.ones_like(score_clean)) + F.mse_loss(score_enh, target_q)


def enhancer_loss(score_enh, enh_mag, clean_mag, rec_weight):
    adversarial = F.mse_loss(score_enh, torch.ones_like(score_enh))
    reconstruction = F.l1_loss(torch.log1p(enh_mag), torch.log1p(clean_mag))
    return adversarial + rec_weight * reconstruction, adversarial, reconstruction
