from .lesion_net import DermBackbone, LesionClassifier, RotationHead


def get_model(name, backbone=None, **kw):
    if name == "rotnet":
        return RotationHead(backbone or DermBackbone(kw.get("width", 24)))
    if name == "lesion":
        return LesionClassifier(backbone or DermBackbone(kw.pop("width", 24)), **kw)
    raise ValueError(name)
