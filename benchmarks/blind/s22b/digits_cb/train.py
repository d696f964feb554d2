import torch

from callbacks import AccuracyMeter, LossAverager
from data import gaussian_blobs
from model import make_mlp
from trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = gaussian_blobs(1500)
    model = make_mlp(x.shape[1], 5)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    trainer = Trainer(model, opt, callbacks=[LossAverager(), AccuracyMeter()])
    trainer.fit(x, y, epochs=5)


if __name__ == "__main__":
    main()
