from .cracknet import crack_resnet8, crack_resnet_tiny

__factory = {
    "resnet8": crack_resnet8,
    "resnet_tiny": crack_resnet_tiny,
}


def get_model(name, num_classes):
    if name not in __factory:
        raise KeyError(f"Unknown model: {name}")
    return __factory[name](num_classes)
