import torch

from .engine import Trainer
from .models import SmallConvNet
from .pruning import MagnitudePruner


def fake_loader(n_batches=8, bs=16):
    g = torch.Generator().manual_seed(0)
    return [(torch.randn(bs, 3, 16, 16, generator=g), torch.randint(0, 10, (bs,), generator=g))
            for _ in range(n_batches)]


def main():
    torch.manual_seed(0)
    convnet = SmallConvNet()
    sgd = torch.optim.SGD(convnet.parameters(), lr=0.05, momentum=0.9, nesterov=True)
    trainer = Trainer(convnet, sgd, pruner=MagnitudePruner(convnet, sparsity=0.6), prune_after=4)
    data = fake_loader()
    for epoch in range(2):
        acc = trainer.run_epoch(data)
        print(f"epoch {epoch} train-acc {acc:.3f} density {trainer.pruner.density():.2f}")


if __name__ == "__main__":
    main()
