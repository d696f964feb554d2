"""Self-adaptive loss weights (McClenny & Braga-Neto): one trainable weight per
collocation point, trained by gradient *ascent* so that the points the
network fits worst get more attention."""
import torch
import torch.nn as nn


class SelfAdaptiveWeights(nn.Module):
    def __init__(self, n_residual, n_boundary, init=1.0):
        super().__init__()
        self.res = nn.Parameter(torch.full((n_residual, 1), init))
        self.bc = nn.Parameter(torch.full((n_boundary, 1), init * 10.0))

    @staticmethod
    def mask(lam):
        return lam ** 2            # keeps the weights positive


def build_optimizers(net, lam, lr_net=1e-3, lr_lam=5e-3):
    return {
        "net": torch.optim.Adam(net.parameters(), lr=lr_net),
        "lam": torch.optim.Adam(lam.parameters(), lr=lr_lam),
    }
