from .vit import VisionTransformer


def create_model(cfg):
    return VisionTransformer(cfg.image_size, cfg.patch, cfg.dim, cfg.depth, cfg.heads, cfg.mlp_ratio, cfg.num_classes)
