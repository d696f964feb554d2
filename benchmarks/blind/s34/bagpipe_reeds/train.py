import torch

from nets import ReedCritic, ReedGenerator
from sampling import draw
from spectra import bench_recordings
from steps import critic_step, generator_step


@torch.no_grad()
def compare(generator, data):
    levels, cents, cond = data
    fake_levels, fake_cents = draw(generator, cond, frozen=True)
    level_err = (fake_levels.mean(0) - levels.mean(0)).abs().mean().item() * 20
    slope_real = (levels[:, 7] - levels[:, 0]).mean().item() * 20
    slope_fake = (fake_levels[:, 7] - fake_levels[:, 0]).mean().item() * 20
    return level_err, slope_real, slope_fake, fake_cents.std().item() * 20, cents.std().item() * 20


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    levels, cents, cond = bench_recordings(3000, seed=1)
    held_out = bench_recordings(1000, seed=2)
    generator, critic = ReedGenerator(), ReedCritic()
    opt_g = torch.optim.Adam(generator.parameters(), lr=5e-4, betas=(0.5, 0.999))
    opt_c = torch.optim.Adam(critic.parameters(), lr=5e-4, betas=(0.5, 0.999))
    for epoch in range(1, 16):
        for idx in torch.randperm(len(levels)).split(100):
            real = (levels[idx], cents[idx])
            fake = draw(generator, cond[idx], frozen=True)
            c_loss = critic_step(critic, opt_c, real, fake, cond[idx])
            g_loss = generator_step(generator, critic, opt_g, cond[idx])
        if epoch % 5 == 0:
            err, s_real, s_fake, sd_fake, sd_real = compare(generator, held_out)
            print(f"epoch {epoch:2d}  critic {c_loss:.3f}  generator {g_loss:.3f}  "
                  f"mean level err {err:.2f} dB  H8-H1 {s_fake:.1f}/{s_real:.1f} dB  "
                  f"pitch sd {sd_fake:.1f}/{sd_real:.1f} cents")


if __name__ == "__main__":
    main()
