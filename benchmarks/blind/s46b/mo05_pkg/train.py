import math

import numpy as np
import torch

from .builders import instantiate_from_config, make_optimizer
from .tbptt import chunk_step
from .tokenizer import PhaseTokenizer

CFG = {
    "seed": 5,
    "data": {"batch": 16, "n_metronomes": 4, "window": 33, "coupling": 0.8, "dt": 0.05},
    "tokenizer": {"n_codes": 24},
    "prior": {"target": "gru_prior", "params": {"n_codes": 24, "emb": 16, "hidden": 48}},
    "optim": {"name": "Adam", "kwargs": {"lr": 3e-3}},
    "train": {"n_steps": 60, "log_every": 15},
}


def plank_stream(batch, n, window, coupling, dt, gen):
    """Kuramoto-coupled metronomes; yields consecutive windows of (cos, sin) phase features."""
    omega = 2 * math.pi * (1.0 + 0.05 * torch.randn(batch, n, generator=gen))
    theta = 2 * math.pi * torch.rand(batch, n, generator=gen)
    while True:
        frames = []
        for _ in range(window):
            pull = torch.sin(theta[:, None, :] - theta[:, :, None]).mean(-1)
            theta = theta + dt * (omega + coupling * pull) + 0.01 * torch.randn(batch, n, generator=gen)
            rel = theta - theta[:, :1]
            frames.append(torch.cat([torch.cos(rel[:, 1:]), torch.sin(rel[:, 1:])], -1))
        yield torch.stack(frames, 1)


def main():
    torch.manual_seed(CFG["seed"])
    np.random.seed(CFG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CFG["seed"])
    dc, tc = CFG["data"], CFG["train"]

    stream = plank_stream(dc["batch"], dc["n_metronomes"], dc["window"], dc["coupling"], dc["dt"], gen)
    warm = torch.cat([next(stream) for _ in range(4)], 1)
    tokenizer = PhaseTokenizer(CFG["tokenizer"]["n_codes"], warm.shape[-1]).fit(warm)
    prior = instantiate_from_config(CFG["prior"])
    opt = make_optimizer(CFG["optim"], prior.parameters())

    @torch.no_grad()
    def rollout(first, state, n):
        toks = [first]
        for _ in range(n):
            logits, state = prior(toks[-1], state)
            toks.append(torch.distributions.Categorical(logits=logits[:, -1]).sample()[:, None])
        return torch.cat(toks, 1)

    state = None
    step = 0
    while step < tc["n_steps"]:
        codes = tokenizer.encode(next(stream))
        loss, state = chunk_step(prior, opt, codes, state)
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  nll/code {loss:.3f}  ppl {math.exp(loss):.2f}")
    sample = rollout(codes[:, -1:], state, 16)
    print("distinct codes in rollout:", sample.unique().numel())


if __name__ == "__main__":
    main()
