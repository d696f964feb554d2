from torch import nn

from codebook import VectorQuantizer


class VQAutoencoder(nn.Module):
    def __init__(self, codes=32, dim=8, width=24):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(1, width, 4, stride=2, padding=1), nn.ReLU(),
            nn.Conv1d(width, width, 4, stride=2, padding=1), nn.ReLU(),
            nn.Conv1d(width, dim, 1),
        )
        self.quantizer = VectorQuantizer(codes, dim)
        self.decoder = nn.Sequential(
            nn.Conv1d(dim, width, 3, padding=1), nn.ReLU(),
            nn.ConvTranspose1d(width, width, 4, stride=2, padding=1), nn.ReLU(),
            nn.ConvTranspose1d(width, 1, 4, stride=2, padding=1),
        )

    def forward(self, x):
        z = self.encoder(x.unsqueeze(1))
        quantized, vq_terms, index = self.quantizer(z)
        return self.decoder(quantized).squeeze(1), vq_terms, index
