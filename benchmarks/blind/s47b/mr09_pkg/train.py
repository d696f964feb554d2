import numpy as np
import torch

from .loop import MaskedPretrainer
from .monitor import Dashboard, evaluate, predict_missing
from .signals import segments, sway_traces

CFG = {"model": "segment_mae", "length": 120, "seg": 10, "width": 32, "lr": 3e-3,
       "mask_ratio": 0.4, "epochs": 4, "batch": 32, "n": 384}
CFG["n_seg"] = CFG["length"] // CFG["seg"]
CFG["seg_dim"] = 3 * CFG["seg"]


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, rope = sway_traces(CFG["n"], CFG["length"], gen)
    xv, rope_v = sway_traces(256, CFG["length"], gen)
    segs, segs_v = segments(x, CFG["seg"]), segments(xv, CFG["seg"])
    learner = MaskedPretrainer(CFG, Dashboard())
    print(f"rope-length probe MAE before pretraining: {evaluate(learner.model, segs_v, rope_v):.3f} m")
    for epoch in range(CFG["epochs"]):
        perm = torch.randperm(CFG["n"], generator=gen)
        for i in range(0, CFG["n"], CFG["batch"]):
            learner.event("batch", segs[perm[i:i + CFG["batch"]]], gen)
        train_loss = learner.event("epoch_end", epoch)
        val_loss = learner.event("validation", segs_v, rope_v, gen)
        mae = evaluate(learner.model, segs_v, rope_v)
        print(f"epoch {epoch}: masked mse train {train_loss:.4f} val {val_loss:.4f} | rope probe MAE {mae:.3f} m")
    filled = predict_missing(learner.model, segs_v[:4], torch.ones(4, CFG["n_seg"], dtype=torch.bool))
    print(f"all-masked reconstruction std: {filled.std().item():.3f} (data std {segs_v.std().item():.3f})")


if __name__ == "__main__":
    main()
