import argparse

import numpy as np
import torch

from .films import film_spectra
from .networks import OnlineNetwork
from .objectives import CRITERIONS
from .runner import BYOLRunner
from .target import TargetNetwork


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="byol", choices=sorted(CRITERIONS))
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x_tr, y_tr = film_spectra(768, seed=args.seed)
    x_te, y_te = film_spectra(256, seed=args.seed + 4)
    online = OnlineNetwork()
    target = TargetNetwork(online)
    body = list(online.encoder.parameters()) + list(online.projector.parameters())
    optimizers = {
        "body": torch.optim.SGD(body, lr=0.03, momentum=0.9, weight_decay=1e-4),
        "predictor": torch.optim.SGD(online.predictor.parameters(), lr=0.3, momentum=0.9),
    }
    runner = BYOLRunner(online, target, optimizers, CRITERIONS[args.mode])
    for epoch in range(args.epochs):
        loss = runner.train_epoch(x_tr)
        clean, robust = runner.test(x_tr, y_tr, x_te, y_te)
        print(f"epoch {epoch} {args.mode}={loss:.4f} probe clean={clean:.3f} fgsm={robust:.3f}")


if __name__ == "__main__":
    main()
