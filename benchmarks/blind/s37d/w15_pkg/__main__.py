import logging

import torch

from .config import hparams as hp
from .data import make_series
from .engine import train_epoch, validate
from .nbeats import NBeats
from .writer import CSVWriter


def main():
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    torch.manual_seed(hp.seed)
    gen = torch.Generator().manual_seed(hp.seed)
    series = make_series(hp.n_series, hp.series_len, hp.seed)
    train_part, val_part = series[:, :-hp.horizon * 2], series
    model = NBeats(hp.backcast, hp.horizon, hp.stacks, hp.hidden, hp.block_layers)
    if torch.cuda.device_count() > 1:
        model = torch.nn.DataParallel(model)
    optimizer = torch.optim.Adam(model.parameters(), lr=hp.lr)
    writer = CSVWriter(hp.logdir)
    best, wait = float("inf"), 0
    for epoch in range(hp.epochs):
        tr = train_epoch(model, optimizer, train_part, hp, writer, epoch, gen)
        val_mae, val_smape = validate(model, val_part, hp)
        writer.add_scalar("val/mae", val_mae, epoch)
        logging.info("epoch %d train_mae %.4f val_mae %.4f val_smape %.4f", epoch, tr, val_mae, val_smape)
        if val_mae < best:
            best, wait = val_mae, 0
            torch.save(model.state_dict(), hp.ckpt)
        else:
            wait += 1
            if wait >= hp.patience:
                break
    writer.flush()


if __name__ == "__main__":
    main()
