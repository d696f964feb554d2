import torch


def build_optimizers(cfg, vae, prior):
    opt_vae = torch.optim.Adam(vae.parameters(), lr=cfg.optim.vae_lr)
    opt_prior = torch.optim.Adam(prior.parameters(), lr=cfg.optim.prior_lr)
    return opt_vae, opt_prior


def kl_weight(step, warmup):
    return min(1.0, step / float(warmup))
