import torch.nn as nn


class AudioCNN(nn.Module):
    def __init__(self, n_mels=16, n_cls=35, width=24):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(n_mels, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveMaxPool1d(1), nn.Flatten())
        self.head = nn.Linear(width, n_cls)

    def replace_head(self, n_cls, dropout=0.2):
        width = self.head.in_features
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(width, n_cls))

    def set_encoder_trainable(self, flag):
        self.encoder.requires_grad_(flag)

    def forward(self, spec):
        return self.head(self.encoder(spec))
