import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class PoissonHead(nn.Module):
    """Claim frequency: log-rate with exposure offset."""

    def __init__(self, hidden):
        super().__init__()
        self.lin = nn.Linear(hidden, 1)

    def loss(self, h, batch):
        log_rate = self.lin(h).squeeze(-1) + batch["exposure"].log()
        return F.poisson_nll_loss(log_rate, batch["n_claims"], log_input=True)


class GammaHead(nn.Module):
    """Claim severity on policies with at least one claim (log-normal surrogate)."""

    def __init__(self, hidden):
        super().__init__()
        self.lin = nn.Linear(hidden, 2)

    def loss(self, h, batch):
        mask = batch["n_claims"] > 0
        if not mask.any():
            return h.sum() * 0.0
        mu, log_sigma = self.lin(h[mask]).unbind(-1)
        z = (batch["log_amount"][mask] - mu) / log_sigma.exp()
        return (0.5 * z ** 2 + log_sigma).mean()


class LogitHead(nn.Module):
    """Fraud flag; the bias can start at the portfolio prior."""

    def __init__(self, hidden, prior=0.5):
        super().__init__()
        self.lin = nn.Linear(hidden, 1)
        nn.init.constant_(self.lin.bias, math.log(prior / (1 - prior)))

    def loss(self, h, batch):
        return F.binary_cross_entropy_with_logits(self.lin(h).squeeze(-1), batch["fraud"])


HEADS = {"frequency": PoissonHead, "severity": GammaHead, "fraud": LogitHead}
