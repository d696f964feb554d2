import numpy as np
import torch

from .autoencoder import FootstepMAE
from .sounds import SNOW, footstep_bands
from .stages import switch_to_finetune

CFG = {"bands": 8, "frames": 32, "width": 32, "lr": 3e-3, "mask_ratio": 0.5,
       "n": 512, "batch": 64, "pretrain_epochs": 3, "finetune_epochs": 4}


class MetricSink:
    def __init__(self):
        self.series = {}

    def add(self, key, value):
        self.series.setdefault(key, []).append(value.item())


def epoch(model, spec, labels, gen):
    perm = torch.randperm(len(spec), generator=gen)
    return np.mean([model.event("batch", (spec[perm[i:i + CFG["batch"]]], labels[perm[i:i + CFG["batch"]]], gen))
                    for i in range(0, len(spec), CFG["batch"])])


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    spec, kind = footstep_bands(CFG["n"], CFG["bands"], CFG["frames"], gen)
    spec_v, kind_v = footstep_bands(256, CFG["bands"], CFG["frames"], gen)
    model = FootstepMAE(CFG, MetricSink())
    for e in range(CFG["pretrain_epochs"]):
        print(f"pretrain epoch {e}: masked mse {epoch(model, spec, kind, gen):.4f}")
    switch_to_finetune(model, len(SNOW))
    for e in range(CFG["finetune_epochs"]):
        loss = epoch(model, spec, kind, gen)
        print(f"finetune epoch {e}: ce {loss:.4f}  val acc {model.event('validation', (spec_v, kind_v)):.3f}")


if __name__ == "__main__":
    main()
