import torch.nn as nn


class FaceNetLite(nn.Module):
    """Tiny conv trunk that maps a face crop to an embedding (BN-neck, no bias)."""

    def __init__(self, embedding_dim=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.PReLU(16),
            nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.PReLU(32),
            nn.MaxPool2d(2),
        )
        self.neck = nn.Sequential(
            nn.Flatten(), nn.Dropout(0.1),
            nn.Linear(32 * 4 * 4, embedding_dim, bias=False),
            nn.BatchNorm1d(embedding_dim),
        )

    def forward(self, x):
        return self.neck(self.features(x))
