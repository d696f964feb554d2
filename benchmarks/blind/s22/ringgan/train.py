import torch
import torch.nn.functional as F

from .disc_step import discriminator_step
from .nets import Discriminator, Generator
from .sampling import draw, ring_batch


def generator_step(gen, disc, opt_g, drawn):
    logits = disc(drawn["samples"])
    loss = F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
    loss.backward()
    opt_g.step()
    opt_g.zero_grad()
    return loss.item()


@torch.no_grad()
def mode_coverage(gen, n=1000, radius=2.0):
    x = draw(gen, n)["samples"]
    return ((x.norm(dim=1) - radius).abs() < 0.3).float().mean().item()


def main(iters=300, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen, disc = Generator(), Discriminator()
    opt_g = torch.optim.Adam(gen.parameters(), lr=1e-3, betas=(0.5, 0.999))
    opt_d = torch.optim.Adam(disc.parameters(), lr=1e-3, betas=(0.5, 0.999))
    print(f"untrained: near ring {mode_coverage(gen):.3f}")
    for it in range(iters):
        real = ring_batch(batch)
        d_loss = discriminator_step(disc, opt_d, real, draw(gen, batch))
        g_loss = generator_step(gen, disc, opt_g, draw(gen, batch))
        if it % 100 == 0 or it == iters - 1:
            print(f"it {it}: d {d_loss:.3f} g {g_loss:.3f}")
    print(f"trained: near ring {mode_coverage(gen):.3f}")


if __name__ == "__main__":
    main()
