import torch

from .dominoes import loaders
from .module import DominoWaveModule
from .trainer import Trainer

HPARAMS = {"width": 64, "depth": 3, "lr": 2e-3, "weight_decay": 1e-4, "max_epochs": 15}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = loaders()
    module = DominoWaveModule(**HPARAMS)
    trainer = Trainer(max_epochs=HPARAMS["max_epochs"], monitor="val_loss")
    trainer.fit(module, train_loader, val_loader)
    n_params = sum(p.numel() for p in module.parameters())
    print(f"restored best epoch (val mse {trainer.best_score:.5f}); {n_params} trainable parameters, "
          f"{len(trainer.best_state)} tensors in the checkpoint")


if __name__ == "__main__":
    main()
