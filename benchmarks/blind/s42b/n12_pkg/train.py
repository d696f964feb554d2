import torch

from .loop import EpochLoop
from .model import IceForecaster
from .plant import CHANNELS, simulate_days, windows
from .trainer import RinkTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series = simulate_days()
    X, y = windows(series)
    cut = int(0.8 * len(y))
    trainer = RinkTrainer(IceForecaster(len(CHANNELS)))
    trainer.normalise(X[:cut].reshape(-1, len(CHANNELS)).mean(0), X[:cut].reshape(-1, len(CHANNELS)).std(0))
    EpochLoop(trainer, epochs=5, callbacks=[
        lambda logs: print(f"epoch {logs['epoch']}: loss {logs['loss']:.5f}  "
                           f"val MAE {logs['val_mae']:.4f} C  ({logs['seconds']:.2f}s)"),
    ]).fit((X[:cut], y[:cut]), (X[cut:], y[cut:]))
    persistence = (X[cut:, -1, 0] - y[cut:]).abs().mean().item()
    print(f"persistence baseline MAE {persistence:.4f} C")


if __name__ == "__main__":
    main()
