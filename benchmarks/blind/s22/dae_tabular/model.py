from torch import nn


class DenoisingAE(nn.Module):
    def __init__(self, n_feat, hidden, code):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_feat, hidden), nn.ReLU(), nn.Linear(hidden, code))
        self.decoder = nn.Sequential(nn.Linear(code, hidden), nn.ReLU(), nn.Linear(hidden, n_feat))

    def forward(self, x):
        return self.decoder(self.encoder(x))
