import torch
import torch.nn as nn

from .callbacks import GradientAccumulation, RunningLoss
from .data import CARDINALITIES, N_NUM, micro_batches
from .model import TabularNet
from .trainer import Trainer


def main():
    torch.manual_seed(0)
    model = TabularNet(CARDINALITIES, N_NUM)
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    trainer = Trainer(model, optimizer, nn.BCEWithLogitsLoss(), micro_batches(),
                      callbacks=[GradientAccumulation(every=4), RunningLoss()])
    trainer.fit(epochs=4)


if __name__ == "__main__":
    main()
