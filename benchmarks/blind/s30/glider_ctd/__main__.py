import itertools
from types import SimpleNamespace

import torch
from torch.optim.lr_scheduler import LambdaLR

from .cycle import critic_phase, translator_phase
from .nets import Critic, Translator
from .profiles import LEVELS, collocated_casts, legacy_casts, pumped_casts

EPOCHS = 16
DECAY_FROM = 8
BATCH = 64


def spike_error(g_ab, legacy, pumped):
    with torch.no_grad():
        translated = g_ab(legacy)
    salinity = slice(LEVELS, 2 * LEVELS)
    return (translated[:, salinity] - pumped[:, salinity]).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    legacy = legacy_casts(640, seed=1)
    pumped = pumped_casts(640, seed=2)
    check_legacy, check_pumped = collocated_casts(200, seed=3)

    g_ab, g_ba = Translator(), Translator()
    critic_a, critic_b = Critic(), Critic()
    run = SimpleNamespace(
        g_ab=g_ab,
        g_ba=g_ba,
        critic_a=critic_a,
        critic_b=critic_b,
        opt_g=torch.optim.Adam(itertools.chain(g_ab.parameters(), g_ba.parameters()), lr=2e-4, betas=(0.5, 0.999)),
        opt_d=torch.optim.Adam(itertools.chain(critic_a.parameters(), critic_b.parameters()), lr=2e-4, betas=(0.5, 0.999)),
        lambda_cycle=10.0,
        lambda_identity=5.0,
    )
    linear_decay = lambda epoch: 1.0 - max(0, epoch - DECAY_FROM) / (EPOCHS - DECAY_FROM + 1)
    schedulers = [LambdaLR(run.opt_g, linear_decay), LambdaLR(run.opt_d, linear_decay)]

    print(f"salinity error before: {spike_error(g_ab, check_legacy, check_pumped):.4f}")
    for epoch in range(EPOCHS):
        order_a = torch.randperm(len(legacy))
        order_b = torch.randperm(len(pumped))
        g_sum = d_sum = 0.0
        for i in range(0, len(legacy), BATCH):
            a = legacy[order_a[i:i + BATCH]]
            b = pumped[order_b[i:i + BATCH]]
            fakes, g_val = translator_phase(run, a, b)
            d_val = critic_phase(run, a, b, fakes)
            g_sum += g_val
            d_sum += d_val
        for sched in schedulers:
            sched.step()
        if epoch % 4 == 3:
            err = spike_error(g_ab, check_legacy, check_pumped)
            print(f"epoch {epoch + 1:2d}  G {g_sum:.3f}  D {d_sum:.3f}  salinity error {err:.4f}")
    print(f"salinity error after: {spike_error(g_ab, check_legacy, check_pumped):.4f}")


main()
