import torch

from .config import GANConfig
from .models import build_models
from .trainer import GANTrainer


def make_batches(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    center = torch.linspace(-1, 1, cfg.data_dim)
    return [center + 0.1 * torch.randn(cfg.batch_size, cfg.data_dim, generator=g)
            for _ in range(cfg.num_batches)]


def main():
    cfg = GANConfig()
    torch.manual_seed(cfg.seed)
    netG, netD = build_models(cfg)
    trainer = GANTrainer(cfg, netG, netD)
    batches = make_batches(cfg)
    for epoch in range(cfg.epochs):
        d = trainer.train_epoch(batches)
        print(f"epoch {epoch} d_loss {d:.4f}")


if __name__ == "__main__":
    main()
