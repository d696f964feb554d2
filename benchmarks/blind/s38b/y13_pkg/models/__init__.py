from .pointnet import PointClassifier, PointEncoder


def build_encoder(cfg):
    return PointEncoder(cfg["feat_dim"])


def build_model(cfg):
    return PointClassifier(build_encoder(cfg), cfg["feat_dim"], cfg["n_classes"])


__all__ = ["PointClassifier", "PointEncoder", "build_encoder", "build_model"]
