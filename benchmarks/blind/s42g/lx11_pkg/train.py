import io
from contextlib import nullcontext

import torch
import torch.nn.functional as F

from .averaging import EMA
from .ddp import RANK, WORLD_SIZE, MiniDDP, allreduce_gradients, unwrap_model
from .figuring_net import ZernikeFitter
from .interferometry import fringe_features, shard_indices

CONFIG = {"epochs": 6, "micro": 32, "accum": 2, "lr": 2e-3}


def main():
    torch.manual_seed(0)
    heights, coef = fringe_features(2048, seed=1)
    val_h, val_c = fringe_features(256, seed=2)
    fitter = MiniDDP(ZernikeFitter())
    opt = torch.optim.AdamW(fitter.parameters(), lr=CONFIG["lr"], weight_decay=1e-4)
    ema = EMA(unwrap_model(fitter)) if RANK == 0 else None
    for epoch in range(CONFIG["epochs"]):
        idx = shard_indices(heights.shape[0], epoch, RANK, WORLD_SIZE)
        chunks = idx.split(CONFIG["micro"])
        for k, b in enumerate(chunks):
            boundary = (k + 1) % CONFIG["accum"] == 0 or k == len(chunks) - 1
            with (nullcontext() if boundary else fitter.no_sync()):
                rms = F.mse_loss(fitter(heights[b]), coef[b])
                (rms / CONFIG["accum"]).backward()
            if boundary:
                allreduce_gradients(fitter)
                opt.step()
                opt.zero_grad(set_to_none=True)
                if ema is not None:
                    ema.update(unwrap_model(fitter))
        if RANK == 0:
            print(f"epoch {epoch} train mse {rms.item():.4f} ema val mse {ema.score(val_h, val_c):.4f}")
    if RANK == 0:
        buf = io.BytesIO()
        torch.save({"model": unwrap_model(fitter).state_dict(), "ema": ema.model.state_dict()}, buf)
        print("checkpoint bytes:", buf.getbuffer().nbytes)


if __name__ == "__main__":
    main()
