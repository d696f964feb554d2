import torch

from mushroom_flush.farm import FEATURES, grow_records
from mushroom_flush.network import QuantileNet
from mushroom_flush.objectives import Coverage, MedianError, PinballLoss
from mushroom_flush.trainer import Trainer

QUANTILES = (0.1, 0.5, 0.9)


def main(epochs=5, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = grow_records(4000)
    x_val, y_val = grow_records(800)

    def batches():
        for idx in torch.randperm(x.shape[0]).split(batch_size):
            yield x[idx], y[idx]

    model = QuantileNet(len(FEATURES), len(QUANTILES))
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    trainer = Trainer(
        model=model,
        optimizer=optimizer,
        objective=PinballLoss(QUANTILES),
        scheduler=torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.8),
        metrics=[Coverage(), MedianError(QUANTILES.index(0.5))],
    )
    trainer.fit(batches, epochs, (x_val, y_val))


if __name__ == "__main__":
    main()
