"""Slub-yarn profile GAN: the spinner learns to produce realistic evenness-tester traces."""
import torch

from .loop import make_updates, train
from .optim import build
from .players import init_critic, init_spinner
from .profiles import describe, feeder, slub_profiles
from .sampling import draw, noise

CFG = dict(z_dim=16, hidden=96, batch=64, steps=1000, lr_spinner=1e-3, lr_critic=1e-3, seed=0)


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    theta = init_spinner(cfg["z_dim"], cfg["hidden"], gen)
    phi = init_critic(cfg["hidden"], gen)
    opts = build({"spinner": theta, "critic": phi},
                 {"spinner": cfg["lr_spinner"], "critic": cfg["lr_critic"]})
    updates = make_updates(theta, phi, opts)

    fmt = lambda d: "  ".join(f"{k} {v:.3f}" for k, v in d.items())
    print("real profiles:     " + fmt(describe(slub_profiles(2000, gen))))
    probe_z = torch.randn(2000, cfg["z_dim"], generator=gen)
    print("spinner untrained: " + fmt(describe(draw(theta, probe_z))))
    for i, d_val, g_val in train(updates, feeder(cfg["batch"], gen), noise(cfg["batch"], cfg["z_dim"], gen),
                                 cfg["steps"]):
        if (i + 1) % 250 == 0:
            print(f"step {i + 1:4d}: critic {d_val:.3f} spinner {g_val:.3f}   " + fmt(describe(draw(theta, probe_z))))
    print("leaves with a grad left over:", sum(t.grad is not None for t in theta + phi))


if __name__ == "__main__":
    main()
