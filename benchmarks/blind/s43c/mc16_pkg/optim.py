import torch


def make_optimizers(gen, disc, cfg):
    return {
        "G": torch.optim.Adam(gen.parameters(), lr=cfg["lr_g"], betas=(0.5, 0.999)),
        "D": torch.optim.Adam(disc.parameters(), lr=cfg["lr_d"], betas=(0.5, 0.999)),
    }
