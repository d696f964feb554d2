import torch

from .model import ShopeeNet


def build_optimizer(model, cfg):
    head_params = list(model.head.parameters())
    head_ids = {id(p) for p in head_params}
    backbone_params = [p for p in model.parameters() if id(p) not in head_ids]
    return torch.optim.Adam([
        {"params": backbone_params, "lr": cfg.lr_backbone},
        {"params": head_params, "lr": cfg.lr_head},
    ])


def build_everything(cfg, steps_per_epoch):
    model = ShopeeNet(cfg).to(cfg.device)
    optimizer = build_optimizer(model, cfg)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=cfg.epochs * steps_per_epoch)
    return model, optimizer, scheduler
