from .mlp import MLPClassifier
from .resmlp import ResMLP


def available_models():
    return ["mlp", "mlp_small", "resmlp"]


def build_model(cfg):
    name = cfg["arch"]
    in_features = cfg["in_features"]
    if name == "mlp":
        model = MLPClassifier(in_features, hidden=128, dropout=0.1)
    elif name == "mlp_small":
        model = MLPClassifier(in_features, hidden=32)
    elif name == "resmlp":
        model = ResMLP(in_features, dim=cfg.get("width", 64), depth=cfg.get("depth", 3))
    else:
        raise ValueError(f"unknown arch {name!r}; choose from {available_models()}")
    return model
