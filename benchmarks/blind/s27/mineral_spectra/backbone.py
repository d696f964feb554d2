import torch
from torch import nn


class SpectralNet(nn.Module):
    """Continuum-removed first derivative, then 1-D convolutions; returns (logits, embedding)."""

    def __init__(self, n_classes, channels=32, embed=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, channels, 7, padding=3), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(channels, channels, 5, padding=2), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8), nn.Flatten(),
            nn.Linear(8 * channels, embed), nn.ReLU())
        self.classifier = nn.Linear(embed, n_classes)

    def forward(self, spectra):
        spectra = spectra / spectra.amax(dim=1, keepdim=True)
        slope = torch.diff(spectra, dim=1, prepend=spectra[:, :1])
        embedding = self.features(slope.unsqueeze(1) * 10.0)
        return self.classifier(embedding), embedding
