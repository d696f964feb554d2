import torch
import torch.nn.functional as F

from .signals import CLASSES, make_split
from .net import EventNet
from .fit import train_classifier
from .laplace import DiagonalLaplace
from .metrics import expected_calibration_error, nll


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = make_split(600, seed=1)
    x_te, y_te = make_split(300, seed=3)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    x_tr, x_te = (x_tr - mu) / sd, (x_te - mu) / sd

    detector = train_classifier(EventNet(x_tr.shape[1], len(CLASSES)), x_tr, y_tr)
    with torch.no_grad():
        map_probs = F.softmax(detector(x_te), dim=1)

    # the Fisher is estimated on a random subset of the training windows
    subset = torch.randperm(len(y_tr))[:200]
    posterior = DiagonalLaplace(detector, prior_precision=20.0)
    posterior.fit(x_tr[subset], y_tr[subset], n_data=len(y_tr))
    lap_probs = posterior.predictive(x_te, k=30, gen=torch.Generator().manual_seed(5))

    for name, p in (("MAP", map_probs), ("Laplace", lap_probs)):
        acc = (p.argmax(1) == y_te).float().mean().item()
        print(f"{name:8s} acc={acc:.3f} nll={nll(p, y_te):.3f} "
              f"ece={expected_calibration_error(p, y_te):.3f}")
    tsunami = CLASSES.index("tsunami")
    alarms = (lap_probs[:, tsunami] > 0.5).sum().item()
    print(f"tsunami alarms raised on test windows: {alarms} (true events {(y_te == tsunami).sum().item()})")


if __name__ == "__main__":
    main()
