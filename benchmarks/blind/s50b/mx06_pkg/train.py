import numpy as np
import torch
import torch.nn.functional as F

from .backbone import FanNet
from .data import fan_mounts
from .trainer import Finetuner


def pretrain(model, rng, steps=300):
    x, y = fan_mounts(3000, rng)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.from_numpy(rng.integers(0, 3000, 64))
        opt.zero_grad()
        F.mse_loss(model(x[idx]), y[idx]).backward()
        opt.step()
    return model


def fmt(report):
    return " ".join(f"{k}={v:.3f}" for k, v in report.items())


def main():
    torch.manual_seed(6)
    np.random.seed(6)
    torch.set_num_threads(1)
    rng = np.random.default_rng(6)
    model = pretrain(FanNet(), rng)
    tuner = Finetuner(model, fan_mounts(400, rng, loose_canopy=True), rng, bits=6)
    print("float model, loose canopy rmse:", fmt(tuner.validate()))
    tuner.setup()
    losses = []
    for step in range(400):
        losses.append(tuner.step())
        if step % 100 == 99:
            print(f"step {step + 1} mean loss {np.mean(losses[-100:]):.4f}")
    print("6-bit head, loose canopy rmse:", fmt(tuner.validate()))


if __name__ == "__main__":
    main()
