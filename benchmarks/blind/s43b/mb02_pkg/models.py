"""Classifier used for all methods."""
from torch import nn


class ClickClassifier(nn.Module):
    def __init__(self, feat, hidden, keys):
        super().__init__()
        self.fcE = nn.Sequential(nn.Linear(feat, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.classifier = nn.Linear(hidden, keys)

    def forward(self, x):
        return self.classifier(self.fcE(x))


def define_model(args):
    return ClickClassifier(args.feat, args.hidden, args.keys)


def evaluate(model, x, y):
    """Accuracy on one context (caller decides the grad mode)."""
    was_training = model.training
    model.eval()
    pred = model(x).argmax(dim=1)
    model.train(mode=was_training)
    return (pred == y).float().mean().item()
