import torch

from .builder import build_model, build_optimizer
from .config import CONFIG
from .engine import evaluate, train_epoch


def main(cfg=CONFIG):
    torch.manual_seed(0)
    model = build_model(cfg)
    optimizer, scheduler = build_optimizer(cfg, model)
    for epoch in range(cfg["epochs"]):
        loss = train_epoch(model, optimizer, cfg)
        scheduler.step()
        acc = evaluate(model, cfg)
        print(f"epoch {epoch} loss {loss:.3f} token-acc {acc:.3f} lr {scheduler.get_last_lr()[0]:.1e}")


if __name__ == "__main__":
    main()
