import numpy as np
import torch

from .engine import Accelerator, fit_step
from .flow import instantiate_from_config

CONFIG = {
    "seed": 13,
    "flow": {"target": "drip_nvp", "params": {"dim": 4, "hidden": 48, "n_blocks": 4}},
    "train": {"batch": 128, "n_steps": 150, "lr": 2e-3, "log_every": 50},
}


def drip_batches(batch, gen):
    """Drip length, width, set time and bead count for wax running down a candle."""
    while True:
        wax_temp = 62.0 + 18.0 * torch.rand(batch, generator=gen)
        draft = torch.rand(batch, generator=gen)
        excess = (wax_temp - 58.0).clamp(min=0.1)
        length = 0.4 * excess ** 0.7 * (1.0 + 0.6 * draft) * torch.exp(0.1 * torch.randn(batch, generator=gen))
        width = 0.3 + 0.02 * excess + 0.05 * torch.randn(batch, generator=gen)
        set_time = 2.0 + 0.15 * excess - 1.2 * draft + 0.2 * torch.randn(batch, generator=gen)
        beads = torch.log1p(length / width.clamp(min=0.1))
        yield torch.stack([length, width, set_time, beads], 1)


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    tc = CONFIG["train"]

    flow = instantiate_from_config(CONFIG["flow"])
    opt = torch.optim.Adam(flow.parameters(), lr=tc["lr"])
    accelerator = Accelerator()
    flow, opt = accelerator.prepare(flow, opt)
    data_iter = drip_batches(tc["batch"], gen)

    @torch.no_grad()
    def held_out_bpd(n=512):
        x = next(drip_batches(n, torch.Generator().manual_seed(777)))
        return float(-flow.log_prob(x).mean() / (x.shape[1] * np.log(2.0)))

    step = 0
    while step < tc["n_steps"]:
        x = next(data_iter)
        bpd = fit_step(flow, opt, accelerator, x)
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  train bpd {bpd:.3f}  held-out bpd {held_out_bpd():.3f}")


if __name__ == "__main__":
    main()
