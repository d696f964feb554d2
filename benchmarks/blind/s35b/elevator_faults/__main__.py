import torch

from .data import FAULTS, FEATURES, drifted, minibatches, rides
from .free_adv import FreePerturbation
from .model import fault_classifier
from .trainer import FreeAdversarialTrainer

BATCH = 50


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = rides(2000, seed=71)
    x_te, y_te = rides(600, seed=72)
    x_field = drifted(x_te, scale=0.25, seed=73)
    model = fault_classifier(len(FEATURES), len(FAULTS))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.02, momentum=0.9, nesterov=True)
    trainer = FreeAdversarialTrainer(model, optimizer,
                                     FreePerturbation(BATCH, len(FEATURES), epsilon=0.3))
    print(f"untrained acc {trainer.accuracy(x_te, y_te):.3f}")
    for epoch in range(4):
        loss = trainer.fit_epoch(minibatches(x_tr, y_tr, BATCH, seed=epoch))
        print(f"epoch {epoch} loss {loss:.3f} clean acc {trainer.accuracy(x_te, y_te):.3f} "
              f"drifted acc {trainer.accuracy(x_field, y_te):.3f}")


main()
