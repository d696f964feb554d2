import torch

N_FFT = 256
HOP = 64


def analysis(wave):
    window = torch.hann_window(N_FFT, device=wave.device)
    spec = torch.stft(wave, N_FFT, HOP, window=window, return_complex=True)
    return spec.abs(), torch.angle(spec)


def synthesis(mag, phase, length):
    window = torch.hann_window(N_FFT, device=mag.device)
    return torch.istft(torch.polar(mag, phase), N_FFT, HOP, window=window, length=length)


@torch.no_grad()
def snr_quality(est_wave, ref_wave):
    """Segment SNR squashed to [0, 1]; stands in for the PESQ target of MetricGAN."""
    err = (est_wave - ref_wave).pow(2).mean(-1).clamp_min(1e-8)
    sig = ref_wave.pow(2).mean(-1).clamp_min(1e-8)
    snr_db = 10.0 * torch.log10(sig / err)
    return ((snr_db + 5.0) / 30.0).clamp(0.0, 1.0)
