import torch


@torch.no_grad()
def log_spectral_distance(est_mag, ref_mag, eps=1e-6):
    """LSD in dB, averaged over frames; also the distillation criterion of the paper."""
    diff = 10 * torch.log10(est_mag.pow(2) + eps) - 10 * torch.log10(ref_mag.pow(2) + eps)
    return diff.pow(2).mean(dim=-2).sqrt().mean()


@torch.no_grad()
def score_files(model, noisy_mag, clean_mag):
    model.eval()
    lsd = log_spectral_distance(model(noisy_mag), clean_mag).item()
    model.train()
    return lsd
