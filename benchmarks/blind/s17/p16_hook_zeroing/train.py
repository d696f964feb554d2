import torch

from model import Regressor
from optim_spec import OptimizerSpec
from regression import ClipGrad, QuantileTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    w = torch.randn(5)

    def loader(epoch):
        g = torch.Generator().manual_seed(epoch)
        for _ in range(60):
            x = torch.randn(32, 5, generator=g)
            noise = torch.distributions.Exponential(1.0).sample((32,))
            yield x, x @ w + 0.5 * noise

    trainer = QuantileTrainer(Regressor(5), OptimizerSpec("AdamW", lr=5e-3, weight_decay=1e-4),
                              quantile=0.8, callbacks=[ClipGrad(5.0)])
    trainer.fit(loader, epochs=3)
    return trainer


if __name__ == "__main__":
    main()
