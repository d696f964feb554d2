import math

import numpy as np
import torch

from . import nets  # noqa: F401  (fills the registry)
from .accel import Accelerator
from .config import CONFIG
from .registry import instantiate_from_config
from .steps import autoencoder_update, critic_update


def pop_stream(batch_size, length, sample_rate, gen):
    """Bubble-wrap pops: a sharp click followed by a short damped ring."""
    t = torch.arange(length) / sample_rate
    while True:
        onset = torch.randint(4, length // 3, (batch_size, 1), generator=gen)
        freq = 900.0 + 1400.0 * torch.rand(batch_size, 1, generator=gen)
        decay = 300.0 + 500.0 * torch.rand(batch_size, 1, generator=gen)
        amp = 0.5 + 0.5 * torch.rand(batch_size, 1, generator=gen)
        tt = (t[None, :] - onset / sample_rate).clamp(min=0.0)
        live = (torch.arange(length)[None, :] >= onset).float()
        ring = amp * torch.exp(-decay * tt) * torch.sin(2 * math.pi * freq * tt) * live
        hiss = 0.02 * torch.randn(batch_size, length, generator=gen)
        yield (ring + hiss).unsqueeze(1)


def main():
    cfg = CONFIG
    torch.manual_seed(cfg["seed"])
    np.random.seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])

    model = instantiate_from_config(cfg["model"])
    critic = instantiate_from_config(cfg["disc"])
    oc = cfg["optim"]
    opt_ae = torch.optim.Adam(model.parameters(), lr=oc["lr_ae"], betas=oc["betas"])
    opt_d = torch.optim.Adam(critic.parameters(), lr=oc["lr_disc"], betas=oc["betas"])
    accelerator = Accelerator()
    model, critic = accelerator.prepare(model, critic)

    dc, tc = cfg["data"], cfg["train"]
    data_iter = pop_stream(dc["batch_size"], dc["length"], dc["sample_rate"], gen)
    t_codes = dc["length"] // 4

    @torch.no_grad()
    def code_usage(idx):
        counts = torch.bincount(idx.flatten(), minlength=model.n_codes).float()
        p = counts / counts.sum()
        return float(torch.exp(-(p * torch.log(p + 1e-10)).sum()))

    step = 0
    while step < tc["n_steps"]:
        real = next(data_iter)
        opt_ae.zero_grad(set_to_none=True)
        opt_d.zero_grad(set_to_none=True)
        # critic sees real pops against decodes of random code strings
        rand_idx = torch.randint(0, model.n_codes, (real.shape[0], t_codes), generator=gen)
        fake = model.decode_codes(rand_idx)
        d_loss = critic_update(critic, opt_d, real, fake, accelerator)
        rec, idx = autoencoder_update(model, critic, opt_ae, real, accelerator, tc["adv_weight"])
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  d {d_loss:.4f}  rec {rec:.4f}  ppl {code_usage(idx):.2f}")


if __name__ == "__main__":
    main()
