import torch
import torch.nn as nn


class CableNet(nn.Module):
    """One shared encoder, two task heads (log-amplitude regression, RWIV event logit)."""

    def __init__(self, n_in, width=64):
        super().__init__()
        self.shared = nn.Sequential(nn.Linear(n_in, width), nn.GELU(),
                                    nn.Linear(width, width), nn.GELU())
        self.amp_head = nn.Sequential(nn.Linear(width, 32), nn.GELU(), nn.Linear(32, 1))
        self.event_head = nn.Linear(width, 1)

    def shared_parameters(self):
        return list(self.shared.parameters())

    def forward(self, x):
        z = self.shared(x)
        return self.amp_head(z).squeeze(-1), self.event_head(z).squeeze(-1)


def predict(net, x):
    """Caller decides the grad mode (validation wraps this in torch.no_grad())."""
    amp, logit = net(x)
    return amp, torch.sigmoid(logit)
