import functools

import torch

from . import optim
from .augmenter import LearnedAugmenter
from .classifier import ShallowConvNet
from .signals import minibatches, motor_imagery
from .step import train_step


def main(epochs=2):
    torch.manual_seed(0)
    x, y = motor_imagery(256)
    clf, aug = ShallowConvNet(), LearnedAugmenter()
    clf(x[:2])  # materialise the lazy layer before building the optimizer
    step = functools.partial(train_step, clf=clf, aug=aug,
                             opt_clf=optim.build(clf, "classifier"), opt_aug=optim.build(aug, "augmenter"),
                             fidelity=2.0)
    for epoch in range(epochs):
        for batch in minibatches(x, y, 32):
            c_loss, a_loss = step(batch)
        print(f"epoch {epoch}  clf {c_loss:.4f}  aug {a_loss:.4f}")


if __name__ == "__main__":
    main()
