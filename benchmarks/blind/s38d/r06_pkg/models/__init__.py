from .lipnet import LipNetLite


def build_model(cfg):
    m = cfg["model"]
    return LipNetLite(vocab_size=m["vocab_size"], hidden=m["hidden"], width=m["width"])
