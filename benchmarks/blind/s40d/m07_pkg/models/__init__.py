from .regressor import BoneAgeRegressor, HandBackbone, PretextClassifier


def get_model(name, backbone=None, **kwargs):
    backbone = backbone if backbone is not None else HandBackbone(kwargs.pop("width", 16))
    if name == "pretext":
        return PretextClassifier(backbone, **kwargs)
    if name == "boneage":
        return BoneAgeRegressor(backbone, **kwargs)
    raise ValueError(f"unknown model {name}")
