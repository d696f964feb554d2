import functools

import torch

from .base import BaseLoop
from .firings import COLUMNS, firings
from .glaze_net import glaze_classifier
from .mixins import ClipMixin, UpdateMixin, ZeroAfterUpdateMixin


class KilnTrainer(ZeroAfterUpdateMixin, ClipMixin, UpdateMixin, BaseLoop):
    max_norm = 2.0


@torch.no_grad()
def scores(net, x, y):
    net.eval()
    pred = (net(x).squeeze(1) > 0).float()
    tp = (pred * y).sum()
    precision = (tp / pred.sum().clamp(min=1)).item()
    recall = (tp / y.sum()).item()
    return f"acc {(pred == y).float().mean():.3f} precision {precision:.3f} recall {recall:.3f}"


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(53)
    x, y = firings(8000, gen)
    xt, yt = firings(2000, gen)
    pos_weight = ((1 - y).sum() / y.sum()).item()
    factory = functools.partial(torch.optim.SGD, lr=0.05, momentum=0.9, dampening=0.1)
    trainer = KilnTrainer(glaze_classifier(len(COLUMNS)), factory, pos_weight=pos_weight)
    print(f"crazed share {y.mean():.3f}; before training: {scores(trainer.net, xt, yt)}")
    for epoch in range(10):
        order = torch.randperm(len(y))
        batches = ((x[order[i:i + 64]], y[order[i:i + 64]]) for i in range(0, len(y), 64))
        bce = trainer.run_epoch(batches)
        print(f"epoch {epoch}: train bce {bce:.4f}  steps {trainer.step_count}  "
              f"test {scores(trainer.net, xt, yt)}")


if __name__ == "__main__":
    main()
