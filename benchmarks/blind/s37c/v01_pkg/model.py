import torch.nn as nn


class ConvHAR(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(cfg.channels, cfg.hidden, 5, padding=2),
            nn.BatchNorm1d(cfg.hidden),
            nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(cfg.hidden, cfg.hidden, 5, padding=2),
            nn.ReLU(),
            nn.AdaptiveAvgPool1d(1),
        )
        self.classifier = nn.Linear(cfg.hidden, cfg.num_classes)

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))
