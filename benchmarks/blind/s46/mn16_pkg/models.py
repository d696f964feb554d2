import torch.nn as nn


class SwingEncoder(nn.Module):
    def __init__(self, width, emb_dim, n_classes=3):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, width, 9, padding=4), nn.GELU(), nn.MaxPool1d(2),
            nn.Conv1d(width, width, 5, padding=2), nn.GELU(), nn.AdaptiveAvgPool1d(5), nn.Flatten(),
            nn.Linear(5 * width, emb_dim), nn.GELU(),
        )
        self.classifier = nn.Linear(emb_dim, n_classes)

    def forward(self, x):
        emb = self.features(x.unsqueeze(1))
        return self.classifier(emb), emb
