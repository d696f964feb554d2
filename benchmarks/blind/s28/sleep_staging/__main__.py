import torch

from .eeg import loader, nights
from .minitrainer import MiniTrainer
from .module import SleepStager

HPARAMS = {"width": 32, "hidden": 32, "encoder_lr": 2e-3, "context_lr": 2e-3, "batch": 8}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = nights(96, seed=1)
    val_x, val_y = nights(24, seed=2)
    shuffle = torch.Generator().manual_seed(3)

    stager = SleepStager(HPARAMS)
    trainer = MiniTrainer(max_epochs=6, accumulate_grad_batches=2, log_every=2)
    print("before:", trainer.validate(stager, loader(val_x, val_y, HPARAMS["batch"], False)))
    trainer.fit(
        stager,
        lambda epoch: loader(train_x, train_y, HPARAMS["batch"], True, shuffle),
        lambda: loader(val_x, val_y, HPARAMS["batch"], False),
    )


if __name__ == "__main__":
    main()
