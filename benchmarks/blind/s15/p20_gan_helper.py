"""1-D toy GAN (mixture of Gaussians) with the non-saturating loss."""
import torch
import torch.nn as nn
import torch.nn.functional as F

Z_DIM = 4


class Gen(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(Z_DIM, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, width), nn.LeakyReLU(0.2), nn.Linear(width, 1))

    def forward(self, z):
        return self.net(z)


class Disc(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(1, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, width), nn.LeakyReLU(0.2), nn.Linear(width, 1))

    def forward(self, x):
        return self.net(x)


def disc_objective(disc, real, fake):
    """Softplus form of the standard D loss; the generator is not trained here."""
    return F.softplus(-disc(real)).mean() + F.softplus(disc(fake.detach())).mean()


def gen_objective(disc, fake):
    return F.softplus(-disc(fake)).mean()


def sample_real(n):
    centers = torch.tensor([-2.0, 2.0])[torch.randint(0, 2, (n,))]
    return (centers + 0.3 * torch.randn(n)).unsqueeze(1)


def train(iters=120, bs=64):
    torch.manual_seed(0)
    gen, disc = Gen(), Disc()
    opt_g = torch.optim.Adam(gen.parameters(), lr=1e-3, betas=(0.5, 0.999))
    opt_d = torch.optim.Adam(disc.parameters(), lr=1e-3, betas=(0.5, 0.999))
    for it in range(iters):
        real = sample_real(bs)
        fake = gen(torch.randn(bs, Z_DIM))

        disc.zero_grad()
        d_cost = disc_objective(disc, real, fake)
        d_cost.backward()
        opt_d.step()

        gen.zero_grad(set_to_none=True)
        g_cost = gen_objective(disc, fake)
        g_cost.backward()
        opt_g.step()
        if it % 40 == 0:
            print(f"it {it:3d} D {d_cost.item():.3f} G {g_cost.item():.3f}")
    with torch.no_grad():
        samples = gen(torch.randn(1000, Z_DIM))
    print("fake mean/std", round(samples.mean().item(), 3), round(samples.std().item(), 3))


if __name__ == "__main__":
    train()
