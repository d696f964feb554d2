import torch
import torch.nn as nn


class PixelSetYieldNet(nn.Module):
    """Pixel-set encoder per acquisition date + temporal self-attention -> field yield (t/ha)."""

    def __init__(self, bands, hidden, heads=2):
        super().__init__()
        self.pixel_mlp = nn.Sequential(nn.Linear(bands, hidden), nn.LayerNorm(hidden), nn.ReLU())
        self.date_embed = nn.Parameter(torch.zeros(1, 64, hidden))
        self.temporal = nn.TransformerEncoder(
            nn.TransformerEncoderLayer(hidden, heads, 2 * hidden, dropout=0.1, batch_first=True), 1)
        self.head = nn.Linear(hidden, 1)

    def forward(self, x):                       # B, T, P(pixels), bands
        h = self.pixel_mlp(x)
        h = h.mean(2)                           # pooled per date
        h = self.temporal(h + self.date_embed[:, :h.size(1)])
        return self.head(h.mean(1)).squeeze(-1)
