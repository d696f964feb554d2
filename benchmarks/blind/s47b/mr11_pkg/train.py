import numpy as np
import torch

from .model import CrossSensorContrast
from .sensors import VIEW_CHANNELS, fan_sessions

CFG = {"width": 24, "dim": 16, "objective": "info_nce", "temperature": 0.2, "lr": 3e-3,
       "n": 512, "length": 128, "batch": 64, "epochs": 5}


class Tracker:
    def __init__(self):
        self.values = {}

    def record(self, key, value):
        self.values.setdefault(key, []).append(float(value.detach()) if torch.is_tensor(value) else value)


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    views, _ = fan_sessions(CFG["n"], CFG["length"], gen)
    val_views, val_imbalance = fan_sessions(256, CFG["length"], gen)
    model = CrossSensorContrast(CFG, VIEW_CHANNELS, Tracker())
    for epoch in range(CFG["epochs"]):
        perm = torch.randperm(CFG["n"], generator=gen)
        losses = []
        for i in range(0, CFG["n"], CFG["batch"]):
            idx = perm[i:i + CFG["batch"]]
            losses.append(model.event("batch", {k: v[idx] for k, v in views.items()}))
        retrieval, mae = model.event("validation", (val_views, val_imbalance))
        print(f"epoch {epoch}: info-nce {np.mean(losses):.4f}  accel->mic top1 {retrieval:.3f}  imbalance probe MAE {mae:.3f}")


if __name__ == "__main__":
    main()
