import torch

from .callbacks import Printer, WeightNormAfterWarmup
from .model import ConcentrationNet
from .swaths import CHANNELS, footprints
from .trainer import Trainer

CONFIG = {"epochs": 12, "batch": 64, "lr": 2e-3, "warmup": 2, "weight_norm": ["trunk.2", "out"]}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    train = footprints(4000, gen)
    valid = footprints(1000, gen)
    model = ConcentrationNet(len(CHANNELS))
    callbacks = [WeightNormAfterWarmup(CONFIG["weight_norm"], CONFIG["warmup"]), Printer()]
    trainer = Trainer(model, CONFIG["lr"], callbacks)
    print(f"untrained valid mae {trainer.mae(*valid):.4f}")
    trainer.fit(train, valid, CONFIG["epochs"], CONFIG["batch"], gen)


if __name__ == "__main__":
    main()
