from .convnet import OtolithNet, OtolithNetWide

_MODELS = {
    "otonet": OtolithNet,
    "otonet_wide": OtolithNetWide,
}


def get_model(name, **kwargs):
    if name not in _MODELS:
        raise ValueError(f"unknown arch {name!r}, choose from {sorted(_MODELS)}")
    return _MODELS[name](**kwargs)
