import torch

from .config import Config
from .dataset import build_loaders
from .engine import evaluate, train_epoch
from .model import RentalRegressor


def main(cfg=Config):
    torch.manual_seed(cfg.seed)
    train_loader, val_loader = build_loaders(cfg)
    model = RentalRegressor(hidden=cfg.hidden)
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    print(f"{len(train_loader.dataset)} train hours, {len(val_loader.dataset)} val hours")
    print(f"baseline val RMSE (log counts): {evaluate(model, val_loader):.3f}")
    for epoch in range(1, cfg.epochs + 1):
        train_epoch(model, train_loader, opt, cfg, epoch)
        print(f"epoch {epoch}: val RMSE (log counts) {evaluate(model, val_loader):.3f}")


if __name__ == "__main__":
    main()
