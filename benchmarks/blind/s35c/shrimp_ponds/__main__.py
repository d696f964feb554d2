import torch

from .engine import Engine
from .forecaster import OxygenForecaster
from .monitors import EpochPrinter, GradientNoiseScale
from .ponds import CHANNELS, HORIZON, make_windows


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    train = make_windows(1024, gen)
    valid = make_windows(256, gen)
    model = OxygenForecaster(len(CHANNELS), HORIZON)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    engine = Engine(model, optimizer, callbacks=[GradientNoiseScale(every=20), EpochPrinter()])
    print(f"persistence rmse {(valid[1] - valid[0][:, -1:, 0]).pow(2).mean().sqrt():.3f} mg/L, "
          f"untrained rmse {engine.rmse(*valid):.3f} mg/L")
    engine.fit(train, valid, epochs=6, batch=32, generator=gen)


if __name__ == "__main__":
    main()
