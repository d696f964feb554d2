import torch

from .callbacks import EpochPrinter, HoldoutAccuracy
from .data import SpiralData
from .model import make_classifier
from .trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_set, holdout = SpiralData(1500, seed=0), SpiralData(600, seed=1)
    trainer = Trainer(
        {"classifier": make_classifier(2, 3)},
        optimizer_factory=lambda ps: torch.optim.Adam(ps, lr=1e-2),
        callbacks=[EpochPrinter(), HoldoutAccuracy(holdout)],
    )
    trainer.fit(train_set, epochs=3, batch_size=32)
    return trainer


if __name__ == "__main__":
    main()
