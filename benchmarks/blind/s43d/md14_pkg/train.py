import torch

from .peptides import N_MARKERS, SPECIES, sample_folios
from .bnn import FolioBNN
from .elbo import sample_probs
from .rounds import run_round, query

ROUNDS, BUDGET = 4, 15


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(23)
    pool_x, pool_y = sample_folios(600, gen)
    test_x, test_y = sample_folios(300, gen)

    labelled = torch.randperm(len(pool_y), generator=gen)[:15].tolist()
    unlabelled = sorted(set(range(len(pool_y))) - set(labelled))
    bnn = FolioBNN(N_MARKERS, len(SPECIES))
    for rnd in range(ROUNDS):
        hist = run_round(bnn, len(SPECIES), pool_x[labelled], pool_y[labelled])
        acc = (sample_probs(bnn, test_x).mean(0).argmax(1) == test_y).float().mean().item()
        print(f"round {rnd}: {len(labelled):3d} folios sampled, last-epoch nll {hist[-1][0]:.2f} "
              f"kl {hist[-1][1]:.2f}, test acc {acc:.3f}")
        picked = query(bnn, pool_x, unlabelled, BUDGET)
        labelled += picked
        unlabelled = [i for i in unlabelled if i not in set(picked)]


if __name__ == "__main__":
    main()
