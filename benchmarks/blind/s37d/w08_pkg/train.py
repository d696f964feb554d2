import math

import torch
from torch.utils.data import DataLoader, TensorDataset

from configs import vit_tiny as cfg
from engine import evaluate, train_one_epoch
from models import create_model
from utils import param_groups, seed_all, stripes, warmup_cosine


def main():
    seed_all(cfg.seed)
    xtr, ytr = stripes(cfg.n_train, cfg.image_size, cfg.num_classes, cfg.seed)
    xva, yva = stripes(cfg.n_val, cfg.image_size, cfg.num_classes, cfg.seed + 1)
    train_loader = DataLoader(TensorDataset(xtr, ytr), batch_size=cfg.micro_batch, shuffle=True)
    val_loader = DataLoader(TensorDataset(xva, yva), batch_size=32)

    model = create_model(cfg)
    optimizer = torch.optim.AdamW(param_groups(model, cfg.weight_decay), lr=cfg.lr)
    total_updates = cfg.epochs * math.ceil(len(train_loader) / cfg.accum_steps)
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, warmup_cosine(total_updates, cfg.warmup_steps))

    best = 0.0
    for epoch in range(cfg.epochs):
        train_one_epoch(model, train_loader, optimizer, scheduler, cfg, epoch)
        acc = evaluate(model, val_loader)
        print(f"epoch {epoch}: val acc {acc:.3f}")
        if acc > best:
            best = acc
            torch.save({"model": model.state_dict(), "cfg": vars(cfg), "epoch": epoch}, cfg.out)


if __name__ == "__main__":
    main()
