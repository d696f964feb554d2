from .yield_net import PixelSetYieldNet


def build_model(cfg):
    m = cfg["model"]
    return PixelSetYieldNet(m["bands"], m["hidden"], m["heads"])
