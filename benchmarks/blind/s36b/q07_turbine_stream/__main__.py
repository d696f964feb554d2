import torch

from .callbacks import LossPrinter, StatefulRNNCallback
from .model import StatefulForecaster
from .stream import turbine_streams
from .trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series = turbine_streams(n_turbines=16, length=801)
    train, valid = series[:12], series[12:]
    model = StatefulForecaster(n_in=series.size(-1), hidden=32)
    optimizer = torch.optim.Adam(model.parameters(), lr=5e-3)
    trainer = Trainer(model, optimizer, window=25,
                      callbacks=[StatefulRNNCallback(), LossPrinter(every=2)])
    print(f"valid mse before training {trainer.validate(valid):.4f}")
    trainer.fit(train, valid, epochs=10)


if __name__ == "__main__":
    main()
