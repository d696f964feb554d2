import torch

N_FFT = 256
HOP = 64


def analyse(x):
    lead = x.shape[:-1]
    spec = torch.stft(x.reshape(-1, x.shape[-1]), N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)
    return spec.reshape(*lead, *spec.shape[-2:])


def synthesise(spec, length):
    lead = spec.shape[:-2]
    x = torch.istft(spec.reshape(-1, *spec.shape[-2:]), N_FFT, HOP, window=torch.hann_window(N_FFT), length=length)
    return x.reshape(*lead, length)
