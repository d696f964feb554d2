import torch
import torch.nn.functional as F


def elbo_terms(recon, x, mu, logvar):
    """Per-sample reconstruction and KL terms, shape (batch,)."""
    rec = F.mse_loss(recon, x, reduction="none").sum(dim=1)
    kl = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp(), dim=1)
    return rec, kl


def beta_schedule(step, warmup=60, beta_max=1.0):
    return beta_max * min(1.0, step / warmup)
