"""python -m j10_pkg.train"""
import itertools

import torch

from .spectra import BANDS, pixels, tiles, true_endmembers
from .step import train_step
from .unmixer import init_params, reconstruct

CONF = {"n_pixels": 4096, "members": 3, "batch": 128, "lr": 3e-3, "epochs": 4}


@torch.no_grad()
def abundance_rmse(params: dict, refl: torch.Tensor, truth: torch.Tensor) -> float:
    _, est = reconstruct(params, refl)
    best = min(((est[:, list(p)] - truth) ** 2).mean().item()
               for p in itertools.permutations(range(truth.shape[1])))
    return best ** 0.5


def main(conf: dict = CONF):
    torch.manual_seed(0)
    refl, truth = pixels(conf["n_pixels"], seed=1)
    params = init_params(len(BANDS), conf["members"])
    opt = torch.optim.Adam([*params["encoder"].parameters(), params["endmembers"]], lr=conf["lr"])
    state = {"params": params, "opt": opt, "step": 0}
    print(f"abundance rmse before {abundance_rmse(params, refl, truth):.3f}")
    for epoch in range(conf["epochs"]):
        losses = []
        for tile in tiles(refl, conf["batch"], epoch):
            state, metrics = train_step(state, tile)
            losses.append(metrics["loss"])
        print(f"epoch {epoch} loss {sum(losses) / len(losses):.4f} "
              f"abundance rmse {abundance_rmse(state['params'], refl, truth):.3f}")
    err = (state["params"]["endmembers"] - true_endmembers()).abs().mean().item()
    print(f"mean |endmember error| {err:.4f}")
    return state


if __name__ == "__main__":
    main()
