import torch.nn as nn


class SiteCritic(nn.Module):
    """Predicts the recording site from the clip embedding; the SED model is trained
    to fool it, so that the embedding does not encode site noise."""

    def __init__(self, emb, n_sites):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(emb, 64), nn.ReLU(), nn.Linear(64, n_sites))

    def forward(self, frames):
        return self.net(frames.mean(1))
