import torch

BETAS = (0.5, 0.999)


def make_opts(gen, critic, lr_g=2e-4, lr_d=2e-4):
    return {
        "G": torch.optim.Adam(gen.parameters(), lr=lr_g, betas=BETAS),
        "D": torch.optim.Adam(critic.parameters(), lr=lr_d, betas=BETAS),
    }
