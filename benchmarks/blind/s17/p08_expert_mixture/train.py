import torch

from config import CFG
from fit import fit
from moe import GatedMixture


def regime_data(n, in_dim):
    x = torch.randn(n, in_dim)
    y = torch.where(x[:, :1] > 0, torch.sin(3 * x[:, 1:2]), 0.5 * x[:, 2:3] - x[:, 3:4])
    return x, y


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = regime_data(2048, cfg["in_dim"])
    model = GatedMixture(cfg)
    fit(model, x, y, cfg)
    return model


if __name__ == "__main__":
    main()
