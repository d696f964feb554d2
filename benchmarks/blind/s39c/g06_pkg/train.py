import torch

from .nets import make_discriminator, make_generator
from .sampling import sample_fakes
from .sprites import ascii_art, random_sprites, body_score
from .steps import disc_update, gen_update

config = dict(iters=600, batch=64, lr=2e-4, betas=(0.5, 0.999), log_every=200)


def main(cfg=config):
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(0)
    G, D = make_generator(), make_discriminator()
    opt_G = torch.optim.Adam(G.parameters(), lr=cfg["lr"], betas=cfg["betas"])
    opt_D = torch.optim.Adam(D.parameters(), lr=cfg["lr"], betas=cfg["betas"])

    print(f"body score of random noise: {body_score(torch.rand(256, 64) * 2 - 1):.3f}")
    for it in range(1, cfg["iters"] + 1):
        real = random_sprites(cfg["batch"], generator=g)
        d_loss = disc_update(G, D, opt_D, real)
        g_loss = gen_update(G, D, opt_G, cfg["batch"])
        if it % cfg["log_every"] == 0:
            sym = body_score(sample_fakes(G, 256))
            print(f"iter {it:4d}  D {d_loss:.3f}  G {g_loss:.3f}  body score of fakes {sym:.3f}")
    print(ascii_art(sample_fakes(G, 1)[0]))


if __name__ == "__main__":
    main()
