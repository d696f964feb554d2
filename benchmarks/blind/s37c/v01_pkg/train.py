import torch

from .config import TrainConfig
from .data import make_loaders
from .har_trainer import HARTrainer
from .model import ConvHAR


def main():
    cfg = TrainConfig()
    torch.manual_seed(cfg.seed)
    loaders = make_loaders(cfg)
    model = ConvHAR(cfg)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    trainer = HARTrainer(model, optimizer, loaders, cfg)
    history = trainer.fit()
    print("final val acc: %.3f" % history[-1]["acc"])


if __name__ == "__main__":
    main()
