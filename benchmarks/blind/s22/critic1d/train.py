import torch

from .loop import WassersteinLoop
from .nets import critic, generator

Z_DIM = 4


@torch.no_grad()
def near_mode(gen, n=2000):
    x = gen(torch.randn(n, Z_DIM))
    return ((x.abs() - 2.0).abs() < 0.75).float().mean().item()


def main(rounds=150, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen, crit = generator(Z_DIM), critic()
    loop = WassersteinLoop(gen, crit, Z_DIM)
    print(f"before: fraction near a mode {near_mode(gen):.3f}")
    for r in range(rounds):
        w_est = loop.critic_round(batch)
        g_loss = loop.generator_round(batch)
        if r % 50 == 0 or r == rounds - 1:
            print(f"round {r}: W estimate {w_est:.4f} g loss {g_loss:.4f}")
    print(f"after: fraction near a mode {near_mode(gen):.3f}")


if __name__ == "__main__":
    main()
