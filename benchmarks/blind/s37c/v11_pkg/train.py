import torch
import torch.nn.functional as F

from .config import Config
from .data import task_loader
from .model import Classifier
from .optim import build_optimizer


def fit(model, loader, optimizer, epochs, tag):
    for epoch in range(epochs):
        model.train()
        correct, total = 0, 0
        for x, y in loader:
            optimizer.zero_grad()
            logits = model(x)
            F.cross_entropy(logits, y).backward()
            optimizer.step()
            correct += (logits.argmax(1) == y).sum().item()
            total += y.numel()
        print(f"[{tag}] epoch {epoch}: train acc {correct / total:.3f}")


def main():
    torch.manual_seed(0)
    cfg = Config()
    model = Classifier(cfg)
    optimizer = build_optimizer(cfg.optim, model)

    fit(model, task_loader(cfg, cfg.source_classes, seed=0), optimizer,
        cfg.pretrain_epochs, "pretrain")

    model.reset_head(cfg.target_classes)
    fit(model, task_loader(cfg, cfg.target_classes, seed=1), optimizer,
        cfg.finetune_epochs, "finetune")


if __name__ == "__main__":
    main()
