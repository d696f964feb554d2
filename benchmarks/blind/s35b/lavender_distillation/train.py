import torch

from data import INPUTS, TASKS, batches_of_distillations, shuffled
from model import StillModel
from trainer import DistillTrainer
from weighting import UncertaintyWeighting


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = batches_of_distillations(1200, seed=3)
    x_te, y_te = batches_of_distillations(400, seed=4)
    scale = y_tr.abs().mean(dim=0)
    trainer = DistillTrainer(StillModel(len(INPUTS), TASKS), UncertaintyWeighting(TASKS), scale)
    print("untrained mae", {k: round(v, 3) for k, v in trainer.mae(x_te, y_te).items()})
    for epoch in range(12):
        loss = trainer.train_epoch(shuffled(x_tr, y_tr, 48, epoch))
        if epoch % 4 == 3:
            mae = trainer.mae(x_te, y_te)
            sig = trainer.weighting.sigmas()
            print(f"epoch {epoch:2d} loss {loss:.3f}",
                  "mae", {k: round(v, 3) for k, v in mae.items()},
                  "sigma", {k: round(v, 3) for k, v in sig.items()})


if __name__ == "__main__":
    main()
