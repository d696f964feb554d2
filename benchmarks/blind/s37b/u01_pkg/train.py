import torch
import torch.nn.functional as F

from .config import ForecastConfig
from .data import make_loaders
from .logger import MetricLogger
from .model import LSTMForecaster


def validate(model, loader):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in loader:
            total += F.mse_loss(model(x), y, reduction="sum").item()
            count += y.numel()
    model.train()
    return total / count


def main(cfg=ForecastConfig()):
    torch.manual_seed(cfg.seed)
    train_loader, val_loader = make_loaders(cfg)
    model = LSTMForecaster(cfg.hidden, cfg.layers, cfg.horizon)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    logger = MetricLogger(cfg.log_every)

    for epoch in range(cfg.epochs):
        for x, y in train_loader:
            pred = model(x)
            loss = F.mse_loss(pred, y)
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            logger.log("train_loss", loss)
            logger.tick(epoch)
        print(f"epoch {epoch} val_mse {validate(model, val_loader):.4f}")
    return logger.summary()


if __name__ == "__main__":
    print(main())
