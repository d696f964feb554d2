import torch

N_FFT = 256
HOP = 64


def split(signal, size, hop):
    starts = range(0, signal.shape[-1] - size + 1, hop)
    return torch.stack([signal[s:s + size] for s in starts])


def spec(x):
    return torch.stft(x, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)


def wave(s, length):
    return torch.istft(s, N_FFT, HOP, window=torch.hann_window(N_FFT), length=length)


def sisdr_db(est, ref):
    ref = ref - ref.mean(-1, keepdim=True)
    est = est - est.mean(-1, keepdim=True)
    target = (est * ref).sum(-1, keepdim=True) / ref.pow(2).sum(-1, keepdim=True).clamp_min(1e-8) * ref
    return 10 * torch.log10(target.pow(2).sum(-1).clamp_min(1e-8) / (est - target).pow(2).sum(-1).clamp_min(1e-8))
