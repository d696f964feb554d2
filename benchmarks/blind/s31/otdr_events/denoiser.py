"""1-D convolutional denoising autoencoder; its encoder is reused by the event probe."""
import torch
from torch import nn


class TraceDenoiser(nn.Module):
    def __init__(self, channels=16):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(1, channels, 7, padding=3), nn.GELU(),
            nn.Conv1d(channels, channels, 5, padding=2, stride=2), nn.GELU(),
            nn.Conv1d(channels, 2 * channels, 5, padding=2, stride=2), nn.GELU(),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(2 * channels, channels, 4, stride=2, padding=1), nn.GELU(),
            nn.ConvTranspose1d(channels, channels, 4, stride=2, padding=1), nn.GELU(),
            nn.Conv1d(channels, 1, 7, padding=3),
        )

    def forward(self, x):
        return self.decoder(self.encoder(x))


def pretrain(model, source, lr=3e-3):
    opt = torch.optim.AdamW(model.parameters(), lr=lr)
    last = None
    with source as shots:
        for noisy, clean, _ in shots:
            opt.zero_grad()
            loss = nn.functional.mse_loss(model(noisy), clean)
            loss.backward()
            opt.step()
            last = loss.item()
    return last
