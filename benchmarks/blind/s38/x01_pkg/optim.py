import torch


def make_optimizers(policy, disc, cfg):
    return {
        "policy": torch.optim.Adam(policy.parameters(), lr=cfg.lr_policy, betas=cfg.betas),
        "disc": torch.optim.Adam(disc.parameters(), lr=cfg.lr_disc, betas=cfg.betas),
    }
