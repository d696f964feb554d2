import torch

from .loop import WGANLoop
from .nets import Stack


def real_stream(bs):
    while True:
        sign = torch.where(torch.rand(bs, 1) < 0.5, -1.0, 1.0)
        yield sign * 2.0 + 0.3 * torch.randn(bs, 1)


def build(z_dim=4, width=32, opt_name="RMSprop", **opt_kw):
    gen, critic = Stack(z_dim, width, 1), Stack(1, width, 1)
    make = lambda net: getattr(torch.optim, opt_name)(net.parameters(), **opt_kw)  # noqa: E731
    return gen, critic, make(gen), make(critic)


def frac_near_modes(x):
    return ((x - 2).abs() < 0.75).logical_or((x + 2).abs() < 0.75).float().mean().item()


def main(iters=400):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen, critic, opt_g, opt_c = build(lr=5e-3)
    loop = WGANLoop(gen, critic, opt_g, opt_c, z_dim=4)
    stream = real_stream(64)
    with torch.no_grad():
        print(f"before: fraction of samples near a mode {frac_near_modes(gen(torch.randn(1000, 4))):.3f}")
    for it in range(iters):
        w, g = loop(stream)
        if it % 100 == 0:
            print(f"iter {it:3d}  W-estimate {w:.4f}  gen loss {g:.4f}")
    with torch.no_grad():
        out = gen(torch.randn(1000, 4))
    print(f"after: fraction near a mode {frac_near_modes(out):.3f}  sample std {out.std().item():.3f}")


if __name__ == "__main__":
    main()
