"""Event probe trained on the frozen encoder's feature maps."""
import torch
from torch import nn

from .traces import EVENTS


class EventProbe(nn.Module):
    def __init__(self, channels=32):
        super().__init__()
        self.mix = nn.Conv1d(channels, 32, 5, padding=2)
        self.out = nn.Linear(64, len(EVENTS))

    def forward(self, feats):
        h = torch.relu(self.mix(feats))
        pooled = torch.cat([h.amax(dim=2), h.mean(dim=2)], dim=1)
        return self.out(pooled)


def frozen_features(encoder, noisy):
    feats = encoder(noisy)
    feats.requires_grad = False
    return feats


def fit_probe(encoder, probe, source, lr=5e-3):
    opt = torch.optim.Adam(probe.parameters(), lr=lr)
    criterion = nn.BCEWithLogitsLoss()
    seen = 0
    with source as shots:
        for noisy, _, labels in shots:
            logits = probe(frozen_features(encoder, noisy))
            loss = criterion(logits, labels)
            opt.zero_grad()
            loss.backward()
            opt.step()
            seen += labels.shape[0]
    return seen


@torch.no_grad()
def event_accuracy(encoder, probe, noisy, labels):
    pred = probe(encoder(noisy)) > 0
    return (pred == labels.bool()).float().mean(dim=0)
