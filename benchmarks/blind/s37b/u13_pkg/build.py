import torch

from .backbone import EmbeddingNet, MLPBackbone


def build_backbone(cfg):
    backbone = MLPBackbone(cfg.in_dim, cfg.backbone_dims)
    # stand-in for loading pretrained weights
    gen = torch.Generator().manual_seed(123)
    with torch.no_grad():
        for p in backbone.parameters():
            if p.dim() > 1:
                p.copy_(torch.randn(p.shape, generator=gen) / p.size(1) ** 0.5)
    return backbone


def build_model(cfg):
    backbone = build_backbone(cfg)
    if cfg.freeze_backbone:
        backbone.requires_grad = False
    return EmbeddingNet(backbone, cfg.embed_dim)


def build_optimizer(cfg, model):
    params = [p for p in model.parameters() if p.requires_grad]
    return torch.optim.Adam(params, lr=cfg.lr)
