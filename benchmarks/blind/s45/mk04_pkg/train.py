import torch

from .callbacks import EpochPrinter, LossHistory
from .core import Trainer
from .module import EscapeTimeModule
from .rooms import N_THEMES, loaders

HPARAMS = dict(n_numeric=7, n_themes=N_THEMES, width=512, lr=1e-3, huber_delta=5.0,
               batch_size=256, max_epochs=4)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = loaders(HPARAMS["batch_size"])
    module = EscapeTimeModule(**HPARAMS)
    history = LossHistory()
    trainer = Trainer(max_epochs=HPARAMS["max_epochs"], callbacks=[history, EpochPrinter(history)])
    trainer.fit(module, train_loader, val_loader)
    print(f"{trainer.global_step} optimizer steps; best epoch train huber {min(history.epoch_means):.3f}")


if __name__ == "__main__":
    main()
