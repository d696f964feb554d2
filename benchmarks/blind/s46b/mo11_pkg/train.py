import numpy as np
import torch

from .factory import Accelerator, instantiate_from_config

CONFIG = {
    "seed": 37,
    "flow": {"target": "bubble_flow", "params": {"dim": 4, "hidden": 48, "n_couplings": 4}},
    "train": {"batch": 128, "n_steps": 200, "lr": 2e-3, "log_every": 50},
}


def bubble_batches(batch, gen):
    """Humidity and glycerol slow film drainage and evaporation; big bubbles pop sooner."""
    while True:
        humidity = torch.rand(batch, generator=gen)
        glycerol = 0.3 * torch.rand(batch, generator=gen)
        diameter = 1.0 + 3.0 * torch.rand(batch, generator=gen)
        log_life = (1.0 + 1.8 * humidity + 4.0 * glycerol - 0.35 * diameter
                    + 3.0 * humidity * glycerol + 0.25 * torch.randn(batch, generator=gen))
        x = torch.stack([log_life, diameter, humidity, glycerol], 1)
        yield (x - torch.tensor([2.0, 2.5, 0.5, 0.15])) / torch.tensor([1.0, 0.9, 0.3, 0.09])


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
    data_iter = bubble_batches(tc["batch"], gen)
    held_out = next(bubble_batches(1024, torch.Generator().manual_seed(8)))

    @torch.no_grad()
    def held_out_nll():
        return -flow.log_prob(held_out).mean().item()

    step = 0
    while step < tc["n_steps"]:
        x = next(data_iter)
        opt.zero_grad()
        loss = -flow.log_prob(x).mean()
        accelerator.backward(loss)
        opt.step()
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  nll {loss.item():.4f}  held-out nll {held_out_nll():.4f}")


if __name__ == "__main__":
    main()
