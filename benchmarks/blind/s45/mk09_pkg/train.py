import torch

from .callbacks import EpochLossTracker
from .framework import Trainer
from .module import MarbleRunModule
from .track import loaders


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = loaders(batch_size=64)
    module = MarbleRunModule(width=64, lr=3e-3)
    trainer = Trainer(max_epochs=12, callbacks=[EpochLossTracker()])
    trainer.fit(module, train_loader, val_loader)
    preds = trainer.predict(module, val_loader)
    truth = torch.cat([b[-1] for b in val_loader])
    print(f"predict: {len(preds)} runs, mean time {preds.mean():.2f} s (true {truth.mean():.2f} s), "
          f"requires_grad={preds.requires_grad}")


if __name__ == "__main__":
    main()
