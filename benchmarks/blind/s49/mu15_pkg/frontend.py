import torch

N_FFT = 512
HOP = 128


def to_tf(wave):
    spec = torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)
    return spec.transpose(-1, -2)          # (batch, frames, freq)


def to_wave(spec_tf, length):
    return torch.istft(spec_tf.transpose(-1, -2), N_FFT, HOP, window=torch.hann_window(N_FFT), length=length)
