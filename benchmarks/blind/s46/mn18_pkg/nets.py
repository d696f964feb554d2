import torch
import torch.nn as nn


class VortexNet(nn.Module):
    def __init__(self, width=24, emb_dim=16, n_classes=3, prior=None):
        super().__init__()
        self.encoder = nn.Sequential(nn.Conv1d(3, width, 5, padding=2), nn.ReLU(),
                                     nn.Conv1d(width, width, 5, stride=2, padding=2), nn.ReLU(),
                                     nn.AdaptiveAvgPool1d(3), nn.Flatten(), nn.Linear(3 * width, emb_dim))
        self.classifier = nn.Linear(emb_dim, n_classes)
        if prior is not None:
            # start the classifier at the log class prior instead of zero-mean noise
            self.classifier.bias = nn.Parameter(torch.log(prior))

    def forward(self, x):
        emb = self.encoder(x)
        return self.classifier(emb), emb
