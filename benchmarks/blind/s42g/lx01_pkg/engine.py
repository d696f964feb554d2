from contextlib import nullcontext

import torch.nn.functional as F

from .dist_utils import average_gradients


def run_epoch(ddp, opt, feats, target, shard, accum_steps):
    opt.zero_grad(set_to_none=True)
    seen, total = 0, 0.0
    for micro, idx in enumerate(shard):
        sync_now = (micro + 1) % accum_steps == 0
        ctx = nullcontext() if sync_now else ddp.no_sync()
        with ctx:
            err = F.smooth_l1_loss(ddp(feats[idx]), target[idx])
            (err / accum_steps).backward()
        total += err.item() * len(idx)
        seen += len(idx)
        if sync_now:
            average_gradients(ddp)
            opt.step()
    return total / max(seen, 1)
