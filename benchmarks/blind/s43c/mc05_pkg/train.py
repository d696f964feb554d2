import torch

from . import plant
from .fit import ForecastFitter
from .seq2seq import SupplyForecaster

CONFIG = dict(days=40, hidden=48, batch=32, epochs=4, lr=2e-3)


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    log = plant.simulate(cfg["days"])
    past, exo, fut, (mean, std) = plant.windows(log)
    n_train = int(0.8 * past.size(0))
    print(f"{past.size(0)} windows, {n_train} for training")

    fitter = ForecastFitter(SupplyForecaster(cfg["hidden"]), lr=cfg["lr"])
    for epoch in range(cfg["epochs"]):
        order = torch.randperm(n_train)
        losses = []
        for i in range(0, n_train, cfg["batch"]):
            idx = order[i:i + cfg["batch"]]
            losses.append(fitter.train_batch(past[idx], exo[idx], fut[idx]))
        mae = fitter.validate(past[n_train:], exo[n_train:], fut[n_train:], float(std))
        print(f"epoch {epoch}  train mse {sum(losses) / len(losses):.4f}  val MAE {mae:.3f} degC")


if __name__ == "__main__":
    main()
