import numpy as np
import torch

from .data import flame_frames, patchify
from .hooks import Log, PerObjectiveBackward
from .trainer import MAETrainer

CFG = {"size": 12, "patch": 4, "tokens": 9, "width": 32, "lr": 2e-3, "mask_ratio": 0.5,
       "objectives": {"recon": 1.0, "phase": 0.3}, "epochs": 3, "batch": 32, "n": 384}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    frames, diode = flame_frames(CFG["n"], CFG["size"], gen)
    patches = patchify(frames, CFG["patch"])
    log = Log()
    trainer = MAETrainer(CFG, PerObjectiveBackward, log)
    for epoch in range(CFG["epochs"]):
        order = torch.randperm(CFG["n"], generator=gen)
        epoch_losses = []
        for i in range(0, CFG["n"], CFG["batch"]):
            idx = order[i:i + CFG["batch"]]
            epoch_losses.append(trainer.on_batch(patches[idx], diode[idx], gen))
        norms = {k: v for k, v in log.rows if k.startswith("gradnorm")}
        print(f"epoch {epoch}: loss {np.mean(epoch_losses):.4f}  last grad norms {norms}")


if __name__ == "__main__":
    main()
