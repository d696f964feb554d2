import torch

from .constraints import build_constraints
from .engine import Engine
from .microscopy import synth_cells
from .model import ESPCN

RUN = {
    "scale": 2,
    "epochs": 3,
    "batch_size": 8,
    "optimizer": {"lr": 1e-3, "weight_decay": 0.0},
    "constraints": [{"name": "max_norm", "max_value": 1.5}, {"name": "non_neg_output"}],
}


def main(run=RUN):
    torch.manual_seed(0)
    lr_imgs, hr_imgs = synth_cells(48)
    val_lr, val_hr = synth_cells(16, seed=1)
    model = ESPCN(scale=run["scale"])
    opt = torch.optim.Adam(model.parameters(), **run["optimizer"])
    engine = Engine(model, opt, build_constraints(run["constraints"]))
    for epoch in range(run["epochs"]):
        losses = [engine.train_step(lr_imgs[i:i + run["batch_size"]], hr_imgs[i:i + run["batch_size"]])
                  for i in range(0, len(lr_imgs), run["batch_size"])]
        print(f"epoch {epoch} l1 {sum(losses) / len(losses):.4f} val PSNR {engine.validate(val_lr, val_hr):.2f} dB")


if __name__ == "__main__":
    main()
