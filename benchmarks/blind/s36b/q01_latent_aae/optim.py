import itertools

import torch


def build_optimizers(encoder, decoder, disc, cfg):
    ae_params = itertools.chain(encoder.parameters(), decoder.parameters())
    opt_ae = torch.optim.Adam(ae_params, lr=cfg["lr_ae"])
    opt_disc = torch.optim.Adam(disc.parameters(), lr=cfg["lr_disc"], betas=(0.5, 0.9))
    return opt_ae, opt_disc


def reset_grads(*optimizers):
    for opt in optimizers:
        opt.zero_grad(set_to_none=True)
