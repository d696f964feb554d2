from .towers import ItemTower, TwoTower, UserTower

MODELS = {"two_tower": TwoTower}


def build_model(cfg):
    return MODELS[cfg["arch"]](cfg["n_users"], cfg["n_items"], cfg["dim"])


__all__ = ["ItemTower", "TwoTower", "UserTower", "build_model"]
