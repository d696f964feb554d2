import torch

from .config import MTLConfig
from .engine import train
from .model import MultiTaskNet


if __name__ == "__main__":
    torch.manual_seed(0)
    cfg = MTLConfig()
    train(MultiTaskNet(cfg), cfg)
