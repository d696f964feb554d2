import functools

import torch
from torch import nn

from .engine import TrainerBase
from .hooks import GradHygiene, LRWarmup, Printer
from .nets import DrumNet, predict_logits
from .signals import LOADS, loader, tumble_traces


class LoadSenseTrainer(TrainerBase):
    def __init__(self, net, make_opt, **kw):
        super().__init__(**kw)
        self._net = net
        self._opt = make_opt(net.parameters())
        self.criterion = nn.CrossEntropyLoss(label_smoothing=0.05)

    @property
    def model(self):
        return self._net

    @property
    def optimizer(self):
        return self._opt

    def compute_loss(self, batch):
        x, y = batch
        return self.criterion(self.model(x), y)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, y = tumble_traces()
    n_val = 160
    X_tr, y_tr, X_val, y_val = X[n_val:], y[n_val:], X[:n_val], y[:n_val]
    lr = 2e-3
    trainer = LoadSenseTrainer(
        DrumNet(len(LOADS)),
        functools.partial(torch.optim.AdamW, lr=lr, weight_decay=1e-3),
        hooks=[GradHygiene(), LRWarmup(20, lr), Printer()],
        epochs=6,
    )
    trainer.fit(X_tr, y_tr, X_val, y_val)
    with torch.no_grad():
        logits, targets = predict_logits(trainer.model, loader(X_val, y_val, 64, shuffle=False))
    pred = logits.argmax(1)
    for k, name in enumerate(LOADS):
        sel = targets == k
        print(f"  {name:9s} recall {(pred[sel] == k).float().mean().item():.2f}")


if __name__ == "__main__":
    main()
