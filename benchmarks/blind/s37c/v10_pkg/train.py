import torch

from .config import CalibConfig
from .data import make_loader
from .engine import CalibrationEngine
from .losses import build_loss
from .model import build_model


def main():
    torch.manual_seed(0)
    cfg = CalibConfig()
    model = build_model(cfg)
    engine = CalibrationEngine(model, build_loss(cfg.loss),
                               torch.optim.Adam(model.parameters(), lr=cfg.lr),
                               cfg.use_confidence_weights)
    train_loader, val_loader = make_loader(cfg), make_loader(cfg, n=256, seed=1)
    for epoch in range(cfg.epochs):
        loss = engine.train_epoch(train_loader)
        print(f"epoch {epoch}: loss {loss:.3f} val rmse {engine.rmse(val_loader)}")


if __name__ == "__main__":
    main()
