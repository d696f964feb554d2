import types

import torch

from .adapt import TransferTrainer
from .data import tone_batches
from .nets import SignalNet

SETTINGS = types.SimpleNamespace(length=32, pretrain_classes=5, target_classes=3,
                                 lr=5e-3, epochs=3, batches=40, batch_size=32)


def main(s=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = SignalNet(n_out=s.pretrain_classes)
    trainer = TransferTrainer(model, lambda params: torch.optim.Adam(params, lr=s.lr),
                              n_classes=s.target_classes)
    for epoch in range(s.epochs):
        avg = trainer.train_epoch(tone_batches(s.batches, s.batch_size, s.length,
                                               s.target_classes, seed=epoch))
        print(f"epoch {epoch}: ce {avg:.4f}")
    return trainer


if __name__ == "__main__":
    main()
