import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self, n_features, hidden, latent):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_features, hidden), nn.Tanh(), nn.Linear(hidden, latent))

    def forward(self, x):
        return self.body(x)


class SemiSupervisedAE(nn.Module):
    def __init__(self, n_features, hidden, latent, n_classes):
        super().__init__()
        self.encoder = Encoder(n_features, hidden, latent)
        self.decoder = nn.Sequential(nn.Linear(latent, hidden), nn.Tanh(), nn.Linear(hidden, n_features))
        self.classifier = nn.Linear(latent, n_classes)
