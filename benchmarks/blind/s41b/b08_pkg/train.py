import torch

from .callbacks import EpochPrinter, ResetGradients
from .climate import FEATURES, HIGH, LOW, sample_weeks, standardise
from .model import YieldNet, build_optimizers
from .penalty import input_gradients
from .trainer import Trainer

HP = {"seed": 13, "n_train": 600, "n_val": 400, "epochs": 30, "batch": 32,
      "lr_trunk": 3e-3, "lr_readout": 1e-2, "lam": 0.5}


def co2_sensitivity(net, n=200):
    """Marginal yield per +100 ppm CO2 over a grid of typical weeks (needs input gradients)."""
    raw = (LOW + HIGH) / 2 + torch.zeros(n, len(FEATURES))
    raw[:, 0] = torch.linspace(float(LOW[0]), float(HIGH[0]), n)
    x = standardise(raw).requires_grad_(True)
    g = input_gradients(net(x), x)[:, 0] * 2 / (HIGH[0] - LOW[0]) * 100.0
    return g.detach()


def main(hp=HP):
    torch.manual_seed(hp["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(hp["seed"])
    raw, y = sample_weeks(hp["n_train"], gen)
    raw_v, y_v = sample_weeks(hp["n_val"], gen)
    net = YieldNet(len(FEATURES))
    trainer = Trainer(net, build_optimizers(net, hp), hp, callbacks=[ResetGradients(), EpochPrinter()])
    trainer.fit(standardise(raw), y, standardise(raw_v), y_v, gen)
    sens = co2_sensitivity(net)
    print(f"d yield / +100 ppm CO2: {sens[0]:.4f} (at 350 ppm) .. {sens[-1]:.4f} (at 1200 ppm) kg/m2/wk; "
          f"negative on {(sens < 0).float().mean().item():.0%} of the grid")


if __name__ == "__main__":
    main()
