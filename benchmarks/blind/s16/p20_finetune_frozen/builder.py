import torch

from .encoder import PretrainedNet


def build_for_transfer(cfg):
    model = PretrainedNet(cfg.in_dim, cfg.hidden, cfg.source_classes)
    model.replace_head(cfg.target_classes)
    if cfg.freeze_encoder:
        model.freeze_encoder()
    trainable = filter(lambda p: p.requires_grad, model.parameters())
    optimizer = getattr(torch.optim, cfg.optim)(trainable, **cfg.optim_kwargs)
    return model, optimizer
