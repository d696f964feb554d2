import math
import torch


def observation_noise(prior_sd_m):
    """Log noise variance as its own leaf, kept outside the GP module so it can be
    swapped for a per-instrument noise model later."""
    log_noise_var = torch.log(torch.tensor(prior_sd_m ** 2, dtype=torch.float64)).requires_grad_()
    return log_noise_var


def build_optimizer(gp, log_noise_var, lr=0.02, noise_lr=0.01):
    return torch.optim.Adam([
        {"params": gp.parameters(), "lr": lr},
        {"params": [log_noise_var], "lr": noise_lr},
    ])


def noise_sd_cm(log_noise_var):
    return 100.0 * math.exp(0.5 * log_noise_var.item())
