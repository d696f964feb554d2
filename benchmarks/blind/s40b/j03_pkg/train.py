"""python -m j03_pkg.train"""
import itertools

import torch

from .nets import init_state
from .songs import latent_stream, minibatches, song_bank
from .updates import train_step

CFG = {"n_songs": 512, "length": 64, "z_dim": 16, "width": 32, "batch": 32, "lr": 2e-4,
       "steps": 150, "log_every": 50}


@torch.no_grad()
def pulse_contrast(gen, z_dim: int, n: int = 64) -> float:
    gen.eval()
    env = gen(torch.randn(n, z_dim))
    gen.train()
    return (env.amax(-1) - env.amin(-1)).mean().item()


def main(cfg: dict = CFG) -> dict:
    torch.manual_seed(0)
    bank = song_bank(cfg["n_songs"], cfg["length"])
    state = init_state(cfg)
    stream = zip(minibatches(bank, cfg["batch"], seed=1), latent_stream(cfg["batch"], cfg["z_dim"], seed=2))
    for real, z in itertools.islice(stream, cfg["steps"]):
        state, metrics = train_step(state, real, z)
        if state["step"] % cfg["log_every"] == 0:
            print(f"step {state['step']} " + " ".join(f"{k} {v:.3f}" for k, v in metrics.items()))
    print(f"generated pulse contrast {pulse_contrast(state['gen'], cfg['z_dim']):.3f} "
          f"(real {(bank.amax(-1) - bank.amin(-1)).mean().item():.3f})")
    return state


if __name__ == "__main__":
    main()
