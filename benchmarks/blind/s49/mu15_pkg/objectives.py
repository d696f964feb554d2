import torch
import torch.nn.functional as F


def magnitude_loss(enh_mag, clean_mag):
    return F.l1_loss(torch.log1p(enh_mag), torch.log1p(clean_mag))


def waveform_loss(enh_wave, clean_wave):
    return F.l1_loss(enh_wave, clean_wave) * 10.0
