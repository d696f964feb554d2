import functools

import torch

from .callbacks import PrintMetrics, ResetGradients, WarmupLR
from .engine import Trainer
from .model import TinyResNet


def color_patches(n_batches, batch_size, num_classes, seed):
    gen = torch.Generator().manual_seed(seed)
    palette = torch.rand(num_classes, 3, 1, 1, generator=gen)
    for _ in range(n_batches):
        y = torch.randint(0, num_classes, (batch_size,), generator=gen)
        x = palette[y].expand(-1, -1, 16, 16) + 0.3 * torch.randn(batch_size, 3, 16, 16, generator=gen)
        yield x, y


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = TinyResNet()
    base_lr = 0.05
    optimizer = torch.optim.SGD(model.parameters(), lr=base_lr, momentum=0.9, nesterov=True)
    trainer = Trainer(model, optimizer,
                      callbacks=[ResetGradients(), WarmupLR(5, base_lr), PrintMetrics()],
                      accumulate=2)
    trainer.fit(functools.partial(color_patches, 12, 16, 5, 0), epochs=3)


if __name__ == "__main__":
    main()
