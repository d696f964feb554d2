import torch

from .nests import FIELDS, spring_survey
from .model import NestOccupancyNet
from .fit import fit_round, predictive
from .query import nests_to_visit

ROUNDS, VISITS = 4, 20


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(41)
    pool_x, pool_y = spring_survey(900, gen)
    test_x, test_y = spring_survey(300, gen)

    visited = torch.zeros(len(pool_y), dtype=torch.bool)
    visited[torch.randperm(len(pool_y), generator=gen)[:30]] = True

    net = NestOccupancyNet(len(FIELDS))
    opt = torch.optim.Adam(net.parameters(), lr=1e-2)
    for rnd in range(ROUNDS):
        if rnd > 0:
            net.reset_uncertainty()
        bce = fit_round(net, opt, pool_x[visited], pool_y[visited])
        p = predictive(net, test_x).mean(0)
        acc = ((p > 0.5).float() == test_y).float().mean().item()
        print(f"round {rnd}: visited {int(visited.sum()):3d} nests, bce {bce:.3f}, test acc {acc:.3f}")
        cand = (~visited).nonzero().squeeze(1)
        visited[nests_to_visit(net, pool_x, cand, VISITS)] = True


if __name__ == "__main__":
    main()
