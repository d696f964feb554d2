import torch


def build_optimizers(gen, disc, *, name="Adam", lr_g=2e-4, lr_d=4e-4, betas=(0.5, 0.999)):
    cls = getattr(torch.optim, name)
    return {
        "gen": cls(gen.parameters(), lr=lr_g, betas=betas),
        "disc": cls(disc.parameters(), lr=lr_d, betas=betas),
    }
