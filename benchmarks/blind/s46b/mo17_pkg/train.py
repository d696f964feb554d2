import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from .builders import build_experiment
from .config import CONFIG
from .tokenizer import PatchKMeans


def swing_sessions(batch, frames, gen):
    """Swing angle while a child pumps: parametric growth, then saturation at a comfortable height."""
    t = torch.linspace(0.0, 24.0, frames)
    while True:
        omega = 2 * math.pi / (2.4 + 0.6 * torch.rand(batch, 1, generator=gen))
        growth = 0.05 + 0.1 * torch.rand(batch, 1, generator=gen)
        cap = 0.4 + 0.5 * torch.rand(batch, 1, generator=gen)
        env = cap / (1.0 + (cap / 0.05 - 1.0) * torch.exp(-growth * t))
        yield env * torch.cos(omega * t) + 0.02 * torch.randn(batch, frames, generator=gen)


def main():
    cfg = CONFIG
    torch.manual_seed(cfg["seed"])
    np.random.seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    dc, tc = cfg["data"], cfg["train"]

    prior, opt, accelerator = build_experiment(cfg)
    data_iter = swing_sessions(dc["batch"], dc["frames"], gen)
    tokenizer = PatchKMeans(patch=dc["patch"], **cfg["tokenizer"]).fit(
        torch.cat([next(data_iter) for _ in range(8)]), gen)
    if tokenizer.n_codes != prior.head.out_features:
        print(f"pruned tokenizer to {tokenizer.n_codes} codes; resizing the prior head")
        prior.head = nn.Linear(prior.head.in_features, tokenizer.n_codes)

    @torch.no_grad()
    def sample_codes(n, length):
        codes = torch.zeros(n, 0, dtype=torch.long)
        for _ in range(length):
            logits = prior(torch.cat([codes, codes.new_zeros(n, 1)], 1))[:, -1]
            codes = torch.cat([codes, torch.multinomial(logits.softmax(-1), 1, generator=gen)], 1)
        return codes

    step = 0
    while step < tc["n_steps"]:
        codes = tokenizer(next(data_iter))
        opt.zero_grad()
        logits = prior(codes)
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), codes.reshape(-1))
        accelerator.backward(loss)
        opt.step()
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  nll/code {loss.item():.3f}  (uniform {math.log(tokenizer.n_codes):.3f})")
    sample = sample_codes(8, dc["frames"] // dc["patch"])
    print("sampled peak swing angle (rad):",
          [round(v, 2) for v in tokenizer.centroids[sample].abs().amax((1, 2)).tolist()])


if __name__ == "__main__":
    main()
