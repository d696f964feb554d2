import torch

from .bus import EventBus
from .engine import Engine, GrowthForecaster
from .flock import FEATURES, houses
from .monitors import LearningRate, LossCurve


def main(epochs=6):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(11)
    x, y = houses(1200, g)
    xt, yt = houses(300, g)
    mean, std = x.mean((0, 1)), x.std((0, 1))
    x, xt = (x - mean) / std, (xt - mean) / std

    model = GrowthForecaster(len(FEATURES))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.8)
    bus = EventBus()
    curve = LossCurve(bus)
    lr_log = LearningRate(bus, optimizer)
    engine = Engine(model, optimizer, scheduler, bus)

    print(f"baseline mae (flock mean): {(yt - y.mean()).abs().mean():.3f} kg")
    for epoch in range(epochs):
        engine.train_epoch(epoch, x, y)
        print(f"epoch {epoch}: train mse {curve.per_epoch[-1]:.4f} "
              f"lr {lr_log.history[-1]:.5f} test mae {engine.mae(xt, yt):.3f} kg")


if __name__ == "__main__":
    main()
