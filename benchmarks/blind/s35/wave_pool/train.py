import torch

import basin
from nets import WaveCritic, WaveGenerator
from steps import critic_step, generator_step

GAN = {"iterations": 600, "batch": 64, "lr_g": 2e-3, "lr_c": 2e-3, "betas": (0.5, 0.9)}


@torch.no_grad()
def height_error(gen, generator):
    cond = basin.paddle_settings(256, generator)
    real = basin.gauge_records(cond, generator)
    fake = gen(torch.randn(len(cond), gen.latent), basin.scaled(cond))
    h_real = real.amax(1) - real.amin(1)
    h_fake = fake.amax(1) - fake.amin(1)
    return (h_fake - h_real).abs().mean().item(), h_real.mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(33)
    n_cond = len(basin.CONDITIONS)
    gen = WaveGenerator(n_cond, basin.SAMPLES)
    critic = WaveCritic(n_cond, basin.SAMPLES)
    opt_g = torch.optim.Adam(gen.parameters(), lr=GAN["lr_g"], betas=GAN["betas"])
    opt_c = torch.optim.Adam(critic.parameters(), lr=GAN["lr_c"], betas=GAN["betas"])
    err, mean_h = height_error(gen, rng)
    print(f"untrained: wave height error {err:.3f} m (mean height {mean_h:.3f} m)")

    for it in range(GAN["iterations"]):
        cond_raw = basin.paddle_settings(GAN["batch"], rng)
        real = basin.gauge_records(cond_raw, rng)
        cond = basin.scaled(cond_raw)
        loss_c = critic_step(gen, critic, opt_c, real, cond)
        loss_g = generator_step(gen, critic, opt_g, real, cond)
        if it % 200 == 199:
            err, _ = height_error(gen, rng)
            print(f"iteration {it + 1}: critic {loss_c:.3f}, generator {loss_g:.3f}, "
                  f"wave height error {err:.3f} m")


if __name__ == "__main__":
    main()
