import math

import numpy as np
import torch
import torch.nn.functional as F

from .accel import Accelerator
from .evaluate import evaluate
from .model import instantiate_from_config

CONFIG = {
    "seed": 3,
    "model": {"target": "glass_vqvae",
              "params": {"n_bins": 64, "hidden": 96, "n_latents": 4, "code_dim": 8, "n_codes": 32}},
    "train": {"batch": 32, "n_steps": 160, "accum": 2, "lr": 2e-3, "beta": 0.25},
}


def rim_spectra(batch, n_bins, gen):
    """Magnitude spectra of a glass sung with a wet finger; pitch drops as it is filled."""
    bins = torch.linspace(0.0, 1.0, n_bins)
    while True:
        fill = torch.rand(batch, 1, generator=gen)
        f0 = 0.18 + 0.08 * torch.rand(batch, 1, generator=gen)
        f = f0 / torch.sqrt(1.0 + 1.2 * fill ** 4)
        width = 0.01 + 0.01 * torch.rand(batch, 1, generator=gen)
        spec = sum(math.exp(-0.7 * (k - 1)) * torch.exp(-((bins - k * f) / width) ** 2)
                   for k in (1, 2, 3))
        yield spec + 0.01 * torch.rand(batch, n_bins, generator=gen)


def main():
    cfg = CONFIG
    torch.manual_seed(cfg["seed"])
    np.random.seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    tc = cfg["train"]

    model = instantiate_from_config(cfg["model"])
    opt = torch.optim.Adam(model.parameters(), lr=tc["lr"])
    accelerator = Accelerator(gradient_accumulation_steps=tc["accum"])
    model, opt = accelerator.prepare(model, opt)
    n_bins = cfg["model"]["params"]["n_bins"]
    data_iter = rim_spectra(tc["batch"], n_bins, gen)
    held_out = [next(rim_spectra(64, n_bins, torch.Generator().manual_seed(99)))]

    history = []
    step = 0
    while step < tc["n_steps"]:
        spec = next(data_iter)
        recon, commit, idx = model(spec)
        loss = F.mse_loss(recon, spec) + tc["beta"] * commit
        accelerator.backward(loss)
        if accelerator.sync_gradients:
            opt.step()
            opt.zero_grad()
            step += 1
        history.append(loss.detach())
        if step % 40 == 0 and accelerator.sync_gradients:
            mse, used = evaluate(model, held_out)
            recent = torch.stack(history[-20:]).mean().item()
            print(f"step {step:4d}  train {recent:.5f}  held-out mse {mse:.5f}  codes {used}")

    code_norms = model.quantizer.embed.norm(dim=1).cpu().numpy()
    enc_w = model.encoder[0].weight.detach().cpu().numpy()
    print("codebook norm range %.3f..%.3f, encoder |w| mean %.4f"
          % (code_norms.min(), code_norms.max(), np.abs(enc_w).mean()))


if __name__ == "__main__":
    main()
