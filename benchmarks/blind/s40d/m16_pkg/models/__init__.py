from .stampnet import StampNet


def get_model(name, num_classes):
    if name == "stampnet":
        return StampNet(num_classes)
    if name == "stampnet_wide":
        return StampNet(num_classes, width=32)
    raise ValueError("unknown model " + name)
