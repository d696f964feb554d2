import time

import torch

from .nets import TraceCritic, TraceGenerator
from .signals import current_windows, mean_spectrum
from .steps import AdversarialSteps

STEPS, BATCH, WARMUP = 600, 64, 10


def spectrum_gap(gen_net, reference, gen):
    with torch.no_grad():
        fake = gen_net(gen_net.sample_noise(512, gen))
    return (mean_spectrum(fake) - mean_spectrum(reference)).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(0)
    pool = current_windows(4096, rng)
    holdout = current_windows(512, rng)
    gen_net, critic = TraceGenerator(), TraceCritic()
    g_opt = torch.optim.Adam(gen_net.parameters(), lr=5e-4, betas=(0.5, 0.999), foreach=True)
    c_opt = torch.optim.Adam(critic.parameters(), lr=5e-4, betas=(0.5, 0.999), foreach=True)
    steps = AdversarialSteps(gen_net, critic, g_opt, c_opt)
    print(f"spectrum gap before training: {spectrum_gap(gen_net, holdout, rng):.4f}")

    t0 = None
    for it in range(WARMUP + STEPS):
        if it == WARMUP:
            t0 = time.perf_counter()
        real = pool[torch.randint(0, pool.shape[0], (BATCH,), generator=rng)]
        synth = gen_net(gen_net.sample_noise(BATCH, rng))
        c_loss = steps.critic_step(real, synth)
        g_loss = steps.generator_step(synth)
        if it >= WARMUP and (it - WARMUP) % 100 == 0:
            print(f"it {it - WARMUP:4d} critic {c_loss.item():.3f} generator {g_loss.item():.3f} "
                  f"gap {spectrum_gap(gen_net, holdout, rng):.4f}")
    dt = time.perf_counter() - t0
    print(f"{STEPS} adversarial steps in {dt:.2f}s ({STEPS * BATCH / dt:.0f} windows/s)")
    print(f"spectrum gap after training: {spectrum_gap(gen_net, holdout, rng):.4f}")


if __name__ == "__main__":
    main()
