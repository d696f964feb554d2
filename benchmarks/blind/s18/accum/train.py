import torch

from callbacks import GradClip, PrintMetrics, ReleaseGrads, StepLR
from models import TinyVGG
from trainer import AccumulatingTrainer

OPTIM = {"name": "SGD", "lr": 0.1, "momentum": 0.9, "nesterov": True}


def stripes(n, g):
    y = torch.randint(0, 4, (n,), generator=g)
    x = 0.3 * torch.randn(n, 1, 8, 8, generator=g)
    for k in range(4):
        x[y == k, 0, :, 2 * k:2 * k + 2] += 1.0
    return x, y


def make_optimizer(params, name, **kwargs):
    return getattr(torch.optim, name)(params, **kwargs)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(3)
    x, y = stripes(256, g)

    def micro_batches(bs=8):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), bs):
            yield x[perm[i:i + bs]], y[perm[i:i + bs]]

    model = TinyVGG()
    optimizer = make_optimizer(model.parameters(), **OPTIM)
    callbacks = [GradClip(1.0), ReleaseGrads(), StepLR(0.5), PrintMetrics()]
    trainer = AccumulatingTrainer(model, optimizer, accumulate=4, callbacks=callbacks)
    trainer.fit(micro_batches, epochs=3)


if __name__ == "__main__":
    main()
