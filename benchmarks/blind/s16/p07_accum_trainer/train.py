import torch

from .config import TrainerConfig
from .model import TabularNet
from .trainer import ClassifierTrainer, PrintLogger


def synthetic_loader(n=640, in_dim=12, n_classes=4, batch_size=16):
    x = torch.randn(n, in_dim)
    proj = torch.randn(in_dim, n_classes)
    y = (x @ proj).argmax(1)
    return [(x[i:i + batch_size], y[i:i + batch_size]) for i in range(0, n, batch_size)]


def main():
    torch.manual_seed(0)
    cfg = TrainerConfig()
    model = TabularNet()
    trainer = ClassifierTrainer(model, cfg, callbacks=[PrintLogger(cfg.log_every)])
    trainer.fit(synthetic_loader(batch_size=cfg.batch_size))


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
