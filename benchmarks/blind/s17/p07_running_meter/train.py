import torch

from .model import build
from .trainer import DenoiseTrainer


def low_rank_rows(n_rows, dim, rank, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    basis = torch.randn(rank, dim, generator=torch.Generator().manual_seed(123))
    for _ in range(n_rows // batch_size):
        yield torch.randn(batch_size, rank, generator=g) @ basis


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    trainer = DenoiseTrainer({"net": build({"dim": 20, "bottleneck": 6})}, lr=3e-3, noise=0.1)
    trainer.start_clock()
    for epoch in range(3):
        trainer.epoch(low_rank_rows(4096, 20, 5, 32, seed=epoch))
        trainer.report(epoch)
    return trainer


if __name__ == "__main__":
    main()
