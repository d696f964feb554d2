import torch

N_FFT = 256
HOP = 80
N_BANDS = 24


def _band_matrix(n_freq, n_bands):
    edges = torch.logspace(0, torch.log10(torch.tensor(float(n_freq - 1))).item(), n_bands + 2)
    bins = torch.arange(n_freq).float()
    fb = torch.zeros(n_bands, n_freq)
    for b in range(n_bands):
        lo, mid, hi = edges[b], edges[b + 1], edges[b + 2]
        up = (bins - lo) / (mid - lo).clamp_min(1e-3)
        down = (hi - bins) / (hi - mid).clamp_min(1e-3)
        fb[b] = torch.clamp(torch.minimum(up, down), min=0.0)
    return fb


_FB = _band_matrix(N_FFT // 2 + 1, N_BANDS)


def log_bands(wave):
    spec = torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)
    power = spec.abs().pow(2)
    feats = torch.log(torch.einsum("bf,nft->nbt", _FB, power) + 1e-6)
    return (feats - feats.mean(dim=(1, 2), keepdim=True)) / (feats.std(dim=(1, 2), keepdim=True) + 1e-5)
