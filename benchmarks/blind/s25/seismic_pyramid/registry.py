from torch import nn

DETECTORS = {}


class Detector(nn.Module):
    """Base class; subclasses register themselves under a name given in the class statement."""

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name is not None:
            DETECTORS[name] = cls


def build_detector(name, **options):
    return DETECTORS[name](**options)
