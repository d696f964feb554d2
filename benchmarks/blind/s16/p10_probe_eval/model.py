import torch.nn as nn

MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


@register("mlp")
class MLPClassifier(nn.Module):
    def __init__(self, *, in_dim, hidden, n_classes, dropout=0.0):
        super().__init__()
        self.features = nn.Sequential(
            nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.classifier = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.classifier(self.features(x))
