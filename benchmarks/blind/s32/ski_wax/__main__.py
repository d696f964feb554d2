import torch

from .machine import Context, run
from .nets import Proposer, Surrogate
from .snow import draw_conditions, glide_bench
from .states import Propose


@torch.no_grad()
def benchmark(proposer, n=512):
    conditions = draw_conditions(n)
    return glide_bench(conditions, proposer(conditions)).mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    proposer, surrogate = Proposer(), Surrogate()
    ctx = Context(
        proposer=proposer,
        surrogate=surrogate,
        opt_proposer=torch.optim.Adam(proposer.parameters(), lr=3e-3),
        opt_surrogate=torch.optim.Adam(surrogate.parameters(), lr=2e-3),
    )
    print(f"untrained proposals: {benchmark(proposer):.2f} s")
    run(Propose(), ctx)
    print(f"after {ctx.round} rounds: {benchmark(proposer):.2f} s")


if __name__ == "__main__":
    main()
