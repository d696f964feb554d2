import torch

from .config import GANConfig
from .nets import synthetic_digits
from .trainer import GANTrainer


def batches(cfg):
    gen = torch.Generator().manual_seed(1)
    for _ in range(cfg.steps):
        yield synthetic_digits(cfg.batch_size, cfg.image_size, generator=gen)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = GANConfig()
    trainer = GANTrainer(cfg)
    final = trainer.fit(batches(cfg))
    print("final", final)


if __name__ == "__main__":
    main()
