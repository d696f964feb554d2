import torch
import torch.nn.functional as F

from .batter import TARGETS, batches, fry_log
from .model import BatterNet
from .optimizers import build
from .step import train_step

WEIGHTS = {"crispness": 1.0, "oil_uptake": 1.0, "colour_L": 0.5}


@torch.no_grad()
def validate(model, n=2000):
    x, y = fry_log(n, torch.Generator().manual_seed(42))
    preds = model(x)
    return {t: F.mse_loss(preds[t], y[t]).item() for t in TARGETS}


def main(steps=500, batch=64):
    torch.manual_seed(0)
    model = BatterNet(7, 64, TARGETS)
    opts = build(model)
    stream = batches(batch)
    for step in range(1, steps + 1):
        x, y = next(stream)
        logs = train_step(model, opts, x, y, WEIGHTS)
        if step % 100 == 0:
            val = validate(model)
            print(f"step {step:4d}  train " + " ".join(f"{k}={v:.3f}" for k, v in logs.items())
                  + "  | val " + " ".join(f"{k}={v:.3f}" for k, v in val.items()))


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
