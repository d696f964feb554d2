import torch.nn as nn


class SpecEncoder(nn.Module):
    def __init__(self, n_mels, width):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(n_mels, width, 5, padding=2), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.out_dim = width

    def forward(self, spec):
        return self.conv(spec)


class SpeechClassifier(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.backbone = SpecEncoder(cfg.n_mels, cfg.width)
        self.head = nn.Linear(self.backbone.out_dim, cfg.pretrain_speakers)

    def forward(self, spec):
        return self.head(self.backbone(spec))

    def replace_head(self, n_out, freeze_backbone=True):
        self.head = nn.Sequential(nn.Dropout(0.1), nn.Linear(self.backbone.out_dim, n_out))
        self.backbone.requires_grad_(not freeze_backbone)
        return self
