import torch

from .config import WGANConfig
from .trainer import WGANTrainer


def main():
    torch.manual_seed(0)
    cfg = WGANConfig()
    WGANTrainer(cfg).fit()


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
