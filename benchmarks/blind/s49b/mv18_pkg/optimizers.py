import torch


def make_optimizers(scorer, generator, d_lr=0.01, g_lr=0.005):
    opt_d = torch.optim.Adam(scorer.parameters(), lr=d_lr)
    opt_g = torch.optim.Adam(generator.parameters(), lr=g_lr)
    return opt_d, opt_g
