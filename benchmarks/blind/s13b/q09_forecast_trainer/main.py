import math

import torch
import torch.nn as nn

from forecasting import ForecastTrainer, GRUForecaster

CONFIG = {"lookback": 24, "horizon": 6, "hidden": 16, "batch_size": 128, "lr": 5e-3,
          "epochs": 3, "clip": 1.0}


def make_series(length, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    season = torch.sin(2 * math.pi * t / 24) + 0.5 * torch.sin(2 * math.pi * t / 168)
    return 10.0 + 3.0 * season + 0.3 * torch.randn(length, generator=g)


def windows(series, lookback, horizon, batch_size, mean, std):
    z = (series - mean) / std
    starts = range(0, len(z) - lookback - horizon)
    xs = torch.stack([z[s:s + lookback] for s in starts]).unsqueeze(-1)
    ys = torch.stack([z[s + lookback:s + lookback + horizon] for s in starts])
    return [(xs[i:i + batch_size], ys[i:i + batch_size]) for i in range(0, len(xs), batch_size)]


def main(config=CONFIG):
    torch.manual_seed(0)
    series = make_series(600)
    train_part, val_part = series[:450], series[450:]
    mean, std = train_part.mean().item(), train_part.std().item()
    train_loader = windows(train_part, config["lookback"], config["horizon"], config["batch_size"], mean, std)
    val_loader = windows(val_part, config["lookback"], config["horizon"], config["batch_size"], mean, std)

    model = GRUForecaster(1, config["hidden"], config["horizon"])
    optimizer = torch.optim.Adam(model.parameters(), lr=config["lr"])
    trainer = ForecastTrainer(model, optimizer, nn.MSELoss(), config, scaler=(mean, std))
    trainer.fit(train_loader, val_loader, config["epochs"])


if __name__ == "__main__":
    main()
