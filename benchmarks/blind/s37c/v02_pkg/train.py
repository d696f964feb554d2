import torch

from .config import Config
from .data import loaders
from .model import QualityRegressor
from .regression_trainer import RegressionTrainer


def main():
    cfg = Config()
    torch.manual_seed(cfg.seed)
    train_loader, val_loader = loaders(cfg)
    model = QualityRegressor(cfg)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
    RegressionTrainer(model, opt, train_loader, val_loader, cfg.epochs).fit()


if __name__ == "__main__":
    main()
