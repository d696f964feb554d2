import torch

N_FFT = 256
HOP = 64


def encode(wave):
    lead = wave.shape[:-1]
    spec = torch.stft(wave.reshape(-1, wave.shape[-1]), N_FFT, HOP,
                      window=torch.hann_window(N_FFT), return_complex=True)
    return spec.reshape(*lead, *spec.shape[-2:])


def decode(spec, length):
    lead = spec.shape[:-2]
    wave = torch.istft(spec.reshape(-1, *spec.shape[-2:]), N_FFT, HOP,
                       window=torch.hann_window(N_FFT), length=length)
    return wave.reshape(*lead, length)
