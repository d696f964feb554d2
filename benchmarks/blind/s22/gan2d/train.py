import torch

from data import two_moons
from nets import Critic, Generator
from steps import d_step, g_step

HP = {"iters": 400, "batch": 64, "lr_g": 1e-3, "lr_d": 1e-3}


@torch.no_grad()
def chamfer(gen, n=400):
    fake = gen(torch.randn(n, gen.z_dim))
    dist = torch.cdist(fake, two_moons(n))
    return (dist.min(dim=1).values.mean() + dist.min(dim=0).values.mean()).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen, disc = Generator(), Critic()
    opt_g = torch.optim.Adam(gen.parameters(), lr=HP["lr_g"], betas=(0.5, 0.999))
    opt_d = torch.optim.Adam(disc.parameters(), lr=HP["lr_d"], betas=(0.5, 0.999))
    print(f"before: chamfer distance to data {chamfer(gen):.3f}")
    for it in range(HP["iters"]):
        real = two_moons(HP["batch"])
        fake = gen(torch.randn(HP["batch"], gen.z_dim))
        loss_d = d_step(disc, opt_d, real, fake)
        loss_g = g_step(disc, opt_g, fake)
        if it % 100 == 0 or it == HP["iters"] - 1:
            print(f"it {it}: d {loss_d:.3f} g {loss_g:.3f}")
    print(f"after: chamfer distance to data {chamfer(gen):.3f}")


if __name__ == "__main__":
    main()
