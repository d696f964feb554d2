import torch

from . import nets
from .sampling import moments, noise, real_samples
from .steps import critic_step, generator_step

NOISE_DIM = 2


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen, crit = nets.generator(NOISE_DIM), nets.critic()
    opt_g = torch.optim.Adam(gen.parameters(), lr=1e-3, betas=(0.5, 0.999))
    opt_c = torch.optim.Adam(crit.parameters(), lr=1e-3, betas=(0.5, 0.999))

    for it in range(1500):
        real = real_samples(128)
        fake = gen(noise(128, NOISE_DIM))
        c_loss = critic_step(crit, opt_c, real, fake)
        g_loss = generator_step(crit, opt_g, fake)
        if it % 500 == 0:
            print(f"iter {it:4d}  critic {c_loss:.3f}  generator {g_loss:.3f}")

    with torch.no_grad():
        samples = gen(noise(4000, NOISE_DIM))
    stats = moments(samples)
    print(f"fraction left {stats['left']:.3f}  mean left {stats['mean_left']:.2f}  mean right {stats['mean_right']:.2f}")


if __name__ == "__main__":
    main()
