import torch
import torch.nn.functional as F

from .features import analysis, synthesis, snr_quality


def discriminator_step(gen, disc, opt_d, scaler, noisy, clean, cfg):
    opt_d.zero_grad(set_to_none=True)
    noisy_mag, noisy_phase = analysis(noisy)
    clean_mag, _ = analysis(clean)
    with torch.autocast("cpu", enabled=cfg["amp"]):
        enh_mag = gen(noisy_mag)
    target = snr_quality(synthesis(enh_mag, noisy_phase, noisy.shape[-1]), clean)
    with torch.autocast("cpu", enabled=cfg["amp"]):
        score_clean = disc(clean_mag, clean_mag)
        score_enh = disc(enh_mag, clean_mag)
        loss = F.mse_loss(score_clean, torch.ones_like(score_clean)) + F.mse_loss(score_enh, target)
    scaler.scale(loss).backward()
    scaler.step(opt_d)
    scaler.update()
    return loss.item()


def generator_step(gen, disc, opt_g, scaler, noisy, clean, cfg):
    noisy_mag, _ = analysis(noisy)
    clean_mag, _ = analysis(clean)
    with torch.autocast("cpu", enabled=cfg["amp"]):
        enh_mag = gen(noisy_mag)
        score = disc(enh_mag, clean_mag)
        adv = F.mse_loss(score, torch.ones_like(score))
        rec = F.l1_loss(torch.log1p(enh_mag), torch.log1p(clean_mag))
        loss = adv + cfg["rec_weight"] * rec
    scaler.scale(loss).backward()
    scaler.step(opt_g)
    scaler.update()
    opt_g.zero_grad(set_to_none=True)
    return adv.item(), rec.item()
