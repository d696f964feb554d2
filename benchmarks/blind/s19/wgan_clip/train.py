import math
from types import SimpleNamespace

import torch

from .constraints import max_abs_weight
from .loops import critic_update, generator_update
from .nets import Critic, SeriesGenerator

HP = SimpleNamespace(noise_dim=8, length=24, batch=64, iters=40, n_critic=5, clip=0.01, lr=5e-5)


def real_series(n, length, gen):
    phase = torch.rand(n, 1, generator=gen) * 2 * math.pi
    t = torch.arange(length).float().unsqueeze(0)
    return torch.sin(2 * math.pi * t / 12 + phase) + 0.1 * torch.randn(n, length, generator=gen)


def main(hp=HP):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    generator, critic = SeriesGenerator(hp.noise_dim, hp.length), Critic(hp.length)
    opt_g = torch.optim.RMSprop(generator.parameters(), lr=hp.lr)
    opt_c = torch.optim.RMSprop(critic.parameters(), lr=hp.lr)
    for it in range(hp.iters):
        for _ in range(hp.n_critic):
            w_dist = critic_update(critic, generator, opt_c, real_series(hp.batch, hp.length, gen),
                                   hp.noise_dim, hp.clip)
        g_loss = generator_update(critic, generator, opt_g, hp.batch, hp.noise_dim)
        if it % 10 == 0:
            print(f"iter {it}: W~{w_dist:.4f} G {g_loss:.4f} max|w| {max_abs_weight(critic):.4f}")


if __name__ == "__main__":
    main()
