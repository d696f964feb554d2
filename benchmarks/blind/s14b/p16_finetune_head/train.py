import torch

from .config import FinetuneConfig
from .engine import synthetic_loader, train_one_epoch
from .models import build_model
from .optim_factory import build_optimizer


def load_pretrained(model):
    # stand-in for torch.load(ckpt): a randomly initialised "pretrained" state dict
    state = {k: v.clone() for k, v in model.state_dict().items()}
    model.load_state_dict(state)


def main():
    cfg = FinetuneConfig()
    torch.manual_seed(0)
    model = build_model(cfg)
    load_pretrained(model)
    optimizer = build_optimizer(cfg, model)
    if cfg.num_classes != cfg.pretrained_classes:
        model.reset_classifier(cfg.num_classes)
    if cfg.freeze_backbone:
        for p in model.features.parameters():
            p.requires_grad_(False)
    loader = synthetic_loader(cfg.num_classes)
    for epoch in range(cfg.epochs):
        acc = train_one_epoch(model, optimizer, loader)
        print(f"epoch {epoch} train acc {acc:.3f}")


if __name__ == "__main__":
    main()
