import torch.nn as nn

from .grl import GradientReversal


class ForagingDANN(nn.Module):
    def __init__(self, n_in, feat=32):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_in, 64), nn.ReLU(), nn.Linear(64, feat), nn.ReLU())
        self.foragers = nn.Linear(feat, 1)
        self.recruit = nn.Linear(feat, 1)
        self.reverse = GradientReversal()
        self.domain = nn.Sequential(nn.Linear(feat, 32), nn.ReLU(), nn.Linear(32, 1))
        self.captured = {}
        self.encoder.register_forward_hook(self._capture)

    def _capture(self, module, inputs, output):
        self.captured["encoder"] = output.detach()

    def forward(self, x):
        z = self.encoder(x)
        return {
            "foragers": self.foragers(z).squeeze(1),
            "recruit": self.recruit(z).squeeze(1),
            "domain": self.domain(self.reverse(z)).squeeze(1),
        }


def frozen_features(net, x):
    """Encoder output cut from the DANN graph, for post-hoc probes."""
    return net.encoder(x).detach()
