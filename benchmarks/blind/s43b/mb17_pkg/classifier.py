"""Risk classifiers."""
from torch import nn


def build_classifier(args, n_in=10):
    if args.model == "logreg":
        return nn.Linear(n_in, 1)
    elif args.model == "mlp":
        return nn.Sequential(nn.Linear(n_in, args.hidden), nn.ReLU(), nn.Dropout(0.1),
                             nn.Linear(args.hidden, args.hidden), nn.ReLU(), nn.Linear(args.hidden, 1))
    raise ValueError(args.model)
