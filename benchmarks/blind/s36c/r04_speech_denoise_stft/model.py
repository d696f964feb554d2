import torch.nn as nn


class ConvDenoiser(nn.Module):
    """Waveform-domain denoiser: dilated conv stack predicting the noise to subtract."""

    def __init__(self, channels=24, dilations=(1, 2, 4, 8, 16)):
        super().__init__()
        self.inp = nn.Conv1d(1, channels, 7, padding=3)
        self.blocks = nn.ModuleList(
            nn.Sequential(
                nn.Conv1d(channels, channels, 3, padding=d, dilation=d),
                nn.GroupNorm(4, channels),
                nn.GELU(),
            )
            for d in dilations
        )
        self.out = nn.Conv1d(channels, 1, 1)
        nn.init.zeros_(self.out.weight)  # start from the identity (no correction)
        nn.init.zeros_(self.out.bias)

    def forward(self, noisy):
        h = self.inp(noisy.unsqueeze(1))
        for block in self.blocks:
            h = h + block(h)
        return noisy - self.out(h).squeeze(1)
