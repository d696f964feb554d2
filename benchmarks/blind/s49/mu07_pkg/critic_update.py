import torch

from .losses import discriminator_loss


def update_critic(disc, opt_d, scaler, enh_mag, clean_mag, target_q, use_amp=False):
    opt_d.zero_grad(set_to_none=True)
    with torch.autocast("cpu", enabled=use_amp):
        loss = discriminator_loss(disc(clean_mag, clean_mag), disc(enh_mag, clean_mag), target_q)
    scaler.scale(loss).backward()
    scaler.step(opt_d)
    return loss.item()
