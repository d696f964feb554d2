import functools

import torch

from .model import PumpStateModel
from .station import SIGNALS, station_streams
from .stream import ChunkStream
from .trainer import PumpTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series = station_streams()
    train, test = ChunkStream(series[:12]), ChunkStream(series[12:])
    trainer = PumpTrainer(PumpStateModel(len(SIGNALS)), functools.partial(torch.optim.Adam, lr=3e-3))
    for epoch in range(4):
        losses = [m["loss"] for m in trainer.train_stream(train)]
        print(f"epoch {epoch}: {len(losses)} chunks, mean loss {sum(losses) / len(losses):.4f}")
    res = trainer.current_residuals(test)
    early, late = res[:, :400].mean().item(), res[:, -400:].mean().item()
    print(f"pump-current residual, first vs last 400 min: {early:.3f} -> {late:.3f}; "
          f"update time {trainer.metrics['update_s']:.2f}s")


if __name__ == "__main__":
    main()
