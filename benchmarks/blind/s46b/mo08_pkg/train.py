import numpy as np
import torch

from .balance import CommitmentController
from .engine import Accelerator, vq_step
from .model import instantiate_from_config

CONFIG = {
    "seed": 17,
    "model": {"target": "zipper_vqvae", "params": {"hidden": 32, "code_dim": 8, "n_codes": 32}},
    "train": {"batch": 32, "length": 96, "n_steps": 150, "lr": 2e-3,
              "beta": 0.25, "target_rms": 1e-4, "log_every": 50},
}


def zipper_clicks(batch, length, gen):
    """Clicks as each tooth engages; pull speed drifts so spacing is uneven."""
    kernel = torch.exp(-torch.arange(6.0) / 1.5) * torch.cos(torch.arange(6.0) * 2.2)
    while True:
        speed = 0.15 + 0.25 * torch.rand(batch, 1, generator=gen)
        jitter = 0.05 * torch.randn(batch, length, generator=gen)
        phase = torch.cumsum(speed + jitter * speed, dim=1)
        ticks = (torch.diff(torch.floor(phase), dim=1, prepend=phase[:, :1].floor()) > 0).float()
        amp = 0.6 + 0.4 * torch.rand(batch, length, generator=gen)
        sig = torch.nn.functional.conv1d((ticks * amp)[:, None], kernel.flip(0)[None, None], padding=5)
        yield sig[:, :, :length] + 0.01 * torch.randn(batch, 1, length, generator=gen)


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    tc = CONFIG["train"]

    model = instantiate_from_config(CONFIG["model"])
    opt = torch.optim.Adam(model.parameters(), lr=tc["lr"])
    accelerator = Accelerator()
    model, opt = accelerator.prepare(model, opt)
    controller = CommitmentController(tc["beta"], tc["target_rms"])
    data_iter = zipper_clicks(tc["batch"], tc["length"], gen)

    step = 0
    while step < tc["n_steps"]:
        x = next(data_iter)
        out, rec = vq_step(model, opt, accelerator, x, controller.beta)
        rms = controller.observe(out["z_e"])
        step += 1
        if step % tc["log_every"] == 0:
            used = out["idx"].unique().numel()
            print(f"step {step:4d}  rec {rec:.5f}  |dL/dz_e| {rms:.2e}  beta {controller.beta:.3f}  codes {used}")


if __name__ == "__main__":
    main()
