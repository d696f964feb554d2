import torch
import torch.nn as nn


class StatsPooling(nn.Module):
    def forward(self, x):
        return torch.cat([x.mean(dim=-1), x.std(dim=-1)], dim=1)


class SpeechEncoder(nn.Module):
    def __init__(self, n_mels, hidden):
        super().__init__()
        self.frontend = nn.Sequential(
            nn.Conv1d(n_mels, hidden, 5, padding=2), nn.BatchNorm1d(hidden), nn.ReLU(),
            nn.Conv1d(hidden, hidden, 3, padding=2, dilation=2), nn.BatchNorm1d(hidden), nn.ReLU(),
        )
        self.pool = StatsPooling()
        self.out_dim = 2 * hidden

    def forward(self, feats):
        return self.pool(self.frontend(feats))


class UtteranceClassifier(nn.Module):
    def __init__(self, n_mels, hidden, n_classes):
        super().__init__()
        self.encoder = SpeechEncoder(n_mels, hidden)
        self.classifier = nn.Linear(self.encoder.out_dim, n_classes)

    def forward(self, feats):
        return self.classifier(self.encoder(feats))

    def reset_classifier(self, n_classes):
        self.classifier = nn.Linear(self.encoder.out_dim, n_classes)


def synthetic_corpus(n, n_mels, frames, n_classes, seed):
    g = torch.Generator().manual_seed(seed)
    profiles = torch.randn(n_classes, n_mels, 1, generator=torch.Generator().manual_seed(seed * 31 + 7))
    labels = torch.randint(0, n_classes, (n,), generator=g)
    feats = profiles[labels] + torch.randn(n, n_mels, frames, generator=g)
    return feats, labels
