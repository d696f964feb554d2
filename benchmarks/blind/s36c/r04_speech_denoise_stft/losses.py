import torch
import torch.nn as nn
import torch.nn.functional as F


def stft_magnitude(x, fft_size, hop_size, win_length):
    window = torch.hann_window(win_length, device=x.device)
    spec = torch.stft(x, fft_size, hop_size, win_length, window, return_complex=True)
    return spec.abs().clamp(min=1e-7)


class STFTLoss(nn.Module):
    """Spectral convergence + log-magnitude L1 at one resolution."""

    def __init__(self, fft_size, hop_size, win_length):
        super().__init__()
        self.fft_size, self.hop_size, self.win_length = fft_size, hop_size, win_length

    def forward(self, est, ref):
        est_mag = stft_magnitude(est, self.fft_size, self.hop_size, self.win_length)
        ref_mag = stft_magnitude(ref, self.fft_size, self.hop_size, self.win_length)
        sc = torch.linalg.norm(ref_mag - est_mag) / torch.linalg.norm(ref_mag)
        mag = F.l1_loss(torch.log(est_mag), torch.log(ref_mag))
        return sc + mag


class MultiResolutionSTFTLoss(nn.Module):
    """STFT losses at several resolutions (Yamamoto et al., Parallel WaveGAN).

    Returns one value per resolution so the logger can show where the error sits.
    """

    def __init__(self, fft_sizes, hop_sizes, win_lengths):
        super().__init__()
        self.resolutions = list(zip(fft_sizes, hop_sizes, win_lengths))
        self.losses = nn.ModuleList(STFTLoss(*res) for res in self.resolutions)

    def forward(self, est, ref):
        return torch.stack([loss(est, ref) for loss in self.losses])

    def describe(self, per_resolution):
        return " ".join(f"n{res[0]}={v:.3f}" for res, v in
                        zip(self.resolutions, per_resolution.tolist()))
