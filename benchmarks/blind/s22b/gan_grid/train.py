import torch

from data import grid_mixture
from nets import discriminator, generator
from steps import critic_update, generator_update

Z_DIM = 4


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen, disc = generator(Z_DIM), discriminator()
    opt_g = torch.optim.Adam(gen.parameters(), lr=1e-3, betas=(0.5, 0.999))
    opt_d = torch.optim.Adam(disc.parameters(), lr=1e-3, betas=(0.5, 0.999))
    for it in range(300):
        real = grid_mixture(128)
        fake = gen(torch.randn(128, Z_DIM))
        d_out = disc(fake)
        fooled = torch.sigmoid(d_out).mean().item()
        d_loss = critic_update(disc, opt_d, real, fake)
        g_loss = generator_update(opt_g, d_out)
        if it % 50 == 0:
            print(f"it {it} d {d_loss:.3f} g {g_loss:.3f} D(G(z)) {fooled:.3f}")


if __name__ == "__main__":
    main()
