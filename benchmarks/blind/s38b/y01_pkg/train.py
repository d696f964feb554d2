import torch

from .models import build_model
from .trainer import BandwidthGANTrainer

CFG = {"factor": 2, "channels": 16, "optim": "Adam", "lr_g": 2e-4, "lr_d": 2e-4,
       "lambda_l1": 10.0, "epochs": 2, "batches": 4, "batch_size": 8, "length": 128}


def make_loader(cfg):
    def loader():
        t = torch.linspace(0, 1, cfg["length"])
        for _ in range(cfg["batches"]):
            f = torch.rand(cfg["batch_size"], 3, 1) * 30 + 2
            hi = torch.sin(2 * torch.pi * f * t).sum(1, keepdim=True) / 3
            lo = hi[..., ::cfg["factor"]]
            yield lo, hi
    return loader


def main():
    torch.manual_seed(0)
    gen, critic = build_model(CFG)
    trainer = BandwidthGANTrainer(gen, critic, CFG)
    trainer.fit(make_loader(CFG), CFG["epochs"])


if __name__ == "__main__":
    main()
