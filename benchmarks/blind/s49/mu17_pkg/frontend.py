import math

import torch

N_FFT = 512
HOP = 160
SR = 8000


def semitone_filterbank(n_freq=N_FFT // 2 + 1, lo=200.0, n_bins=36):
    freqs = torch.linspace(0, SR / 2, n_freq)
    centres = lo * 2 ** (torch.arange(n_bins) / 12)
    width = centres * (2 ** (1 / 24) - 1)
    return torch.exp(-0.5 * ((freqs[None] - centres[:, None]) / width[:, None]) ** 2)


FB = semitone_filterbank()


def chroma_frames(wave):
    mag = torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True).abs()
    return torch.log(FB @ mag.pow(2) + 1e-4) / math.log(10)
