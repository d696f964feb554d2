"""python -m e12_pkg.train"""
import numpy as np
import torch

from .base import Runner
from .data import CLASSES, loader, make_split
from .galaxy_module import GalaxyModule


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val, survey = make_split(480, seed=0), make_split(160, seed=1), make_split(64, seed=2)
    module = GalaxyModule()
    runner = Runner(max_epochs=4)
    runner.fit(module, lambda: loader(train, 32, True), lambda: loader(val, 64, False))

    probs = np.concatenate(runner.predict(module, lambda: loader(survey, 32, False)))
    pred = probs.argmax(1)
    counts = {c: int((pred == k).sum()) for k, c in enumerate(CLASSES)}
    acc = float((pred == survey[1].numpy()).mean())
    print(f"survey batch: predicted counts {counts}, accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
