import os
import tempfile

import torch

from .models import build_model
from .trainer import AnomalyTrainer
from .utils import load_checkpoint, sliding_windows

CFG = {"channels": 3, "latent": 8, "optimizer": "Adam", "lr": 2e-3, "epochs": 3,
       "width": 64, "batch": 16, "ckpt": os.path.join(tempfile.gettempdir(), "y08_ae.pt")}


def sensor_series(n=2048):
    t = torch.arange(n).float()
    base = torch.stack([torch.sin(t / 20), torch.cos(t / 33), torch.sin(t / 7) * 0.5])
    return base + 0.05 * torch.randn_like(base)


def main():
    torch.manual_seed(0)
    windows = sliding_windows(sensor_series(), CFG["width"], 16)

    def loader():
        perm = torch.randperm(len(windows))
        for i in range(0, len(perm), CFG["batch"]):
            yield windows[perm[i:i + CFG["batch"]]]

    model = build_model(CFG)
    trainer = AnomalyTrainer(model, CFG)
    trainer.fit(loader)
    blob = load_checkpoint(CFG["ckpt"], model)
    anomalous = windows[:4].clone()
    anomalous[:, 0, 20:30] += 3.0
    with torch.no_grad():
        score = ((model(anomalous) - anomalous) ** 2).mean(dim=(1, 2))
    print("flagged:", (score > blob["threshold"]).tolist())


if __name__ == "__main__":
    main()
