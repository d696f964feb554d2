from torch import nn

MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


def create(name, **kw):
    return MODELS[name](**kw)


@register("wide_teacher")
class WideTeacher(nn.Module):
    def __init__(self, d_in=20, n_classes=5, width=128):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(d_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.classifier = nn.Linear(width, n_classes)

    def forward(self, x):
        return self.classifier(self.features(x))


@register("slim_student")
class SlimStudent(nn.Module):
    def __init__(self, d_in=20, n_classes=1000, width=32):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(d_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.classifier = nn.Linear(width, n_classes)

    def reset_classifier(self, n_classes):
        width = self.classifier.in_features
        self.classifier = nn.Linear(width, n_classes)
        nn.init.zeros_(self.classifier.bias)

    def forward(self, x):
        return self.classifier(self.features(x))
