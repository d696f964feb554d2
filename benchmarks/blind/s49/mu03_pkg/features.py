import torch

N_FFT = 256
HOP = 64


def to_spec(wave):
    spec = torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)
    return spec.abs(), torch.angle(spec)


def to_wave(mag, phase, length):
    return torch.istft(torch.polar(mag, phase), N_FFT, HOP, window=torch.hann_window(N_FFT), length=length)


@torch.no_grad()
def normalised_sisdr(est, ref):
    ref = ref - ref.mean(-1, keepdim=True)
    est = est - est.mean(-1, keepdim=True)
    proj = (est * ref).sum(-1, keepdim=True) / ref.pow(2).sum(-1, keepdim=True).clamp_min(1e-8) * ref
    ratio = proj.pow(2).sum(-1) / (est - proj).pow(2).sum(-1).clamp_min(1e-8)
    return ((10 * torch.log10(ratio.clamp_min(1e-8)) + 10.0) / 40.0).clamp(0.0, 1.0)
