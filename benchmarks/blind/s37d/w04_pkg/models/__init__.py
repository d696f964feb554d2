from .resnet import resnet_tiny

MODELS = {"resnet_tiny": resnet_tiny}


def build_model(name, **kwargs):
    return MODELS[name](**kwargs)
