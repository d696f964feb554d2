from .clicknet import ClickNet, clicknet_m, clicknet_s

_REGISTRY = {"clicknet_s": clicknet_s, "clicknet_m": clicknet_m}


def get_model(name):
    return _REGISTRY[name]()
