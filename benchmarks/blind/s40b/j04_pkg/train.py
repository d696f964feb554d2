"""python -m j04_pkg.train"""
import itertools
from functools import partial

import torch

from .board import real_batches, score, throws
from .functional import create_state
from .updates import train_step

HPARAMS = dict(z_dim=8, hidden=64, lr=1e-3, batch=64, steps=300, log_every=100)


@torch.no_grad()
def sample_scores(gen, z_dim: int, n: int = 2000) -> float:
    return score(gen(torch.randn(n, z_dim))).mean().item()


def main(hp: dict = HPARAMS):
    torch.manual_seed(0)
    state = create_state(hp["z_dim"], hp["hidden"], hp["lr"])
    noise = iter(partial(torch.randn, hp["batch"], hp["z_dim"]), None)
    real_avg = score(throws(4000, g=torch.Generator().manual_seed(9))).mean().item()
    print(f"real mean score {real_avg:.2f}; untrained generator {sample_scores(state.gen, hp['z_dim']):.2f}")
    for real, z in itertools.islice(zip(real_batches(hp["batch"], seed=3), noise), hp["steps"]):
        state, metrics = train_step(state, real, z)
        if state.step % hp["log_every"] == 0:
            print(f"step {state.step} critic {metrics['critic']:.3f} gen {metrics['gen']:.3f} "
                  f"mean score {sample_scores(state.gen, hp['z_dim']):.2f}")
    return state


if __name__ == "__main__":
    main()
