import torch

from .moulding import SETTINGS, shots
from .resnet1d import ShrinkageNet
from .shrink_task import TARGETS, ShrinkageTrainer


def main(epochs=5, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(59)
    curve, settings, y = shots(1600, g)
    val = shots(400, g)
    mu, sd = settings.mean(0), settings.std(0)
    settings = (settings - mu) / sd
    val = (val[0], (val[1] - mu) / sd, val[2])

    def batches():
        for idx in torch.randperm(len(y), generator=g).split(batch_size):
            yield curve[idx], settings[idx], y[idx]

    trainer = ShrinkageTrainer(ShrinkageNet(len(SETTINGS), len(TARGETS)), epochs=epochs)
    trainer.fit(batches, val, epochs)


if __name__ == "__main__":
    main()
