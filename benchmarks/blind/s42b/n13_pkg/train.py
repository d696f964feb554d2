import functools

import torch

from .constraints import MaxNorm
from .net import RopeLifeNet
from .ropes import COLUMNS, rope_log
from .trainer import RopeTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, y = rope_log()
    cut = 2400
    trainer = RopeTrainer(RopeLifeNet(len(COLUMNS)),
                          functools.partial(torch.optim.SGD, lr=0.05, momentum=0.9, nesterov=True),
                          epochs=10, mean=X[:cut].mean(0), std=X[:cut].std(0))
    trainer.on("after_step", MaxNorm(max_norm=2.5))
    trainer.fit(X[:cut], y[:cut], X[cut:], y[cut:],
                report=lambda e, l, v, ve: print(f"epoch {e}: train {l:.4f}  val MAE(log) raw {v:.4f}  ema {ve:.4f}"))
    with torch.no_grad():
        pred = trainer.ema(trainer.prep(X[cut:])).exp().numpy()
    truth = y[cut:].exp().numpy()
    retire = truth < 1.0
    flagged = pred < 1.0
    print(f"retirement flag: recall {(flagged & retire).sum() / retire.sum():.3f}, "
          f"precision {(flagged & retire).sum() / max(1, flagged.sum()):.3f}")
    w = trainer.ema.layers[0].weight
    print(f"max row norm of first layer (EMA) {w.norm(dim=1).max():.3f}; EMA updates {trainer.ema.updates}")


if __name__ == "__main__":
    main()
