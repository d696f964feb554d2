import torch

from .chemistry import ELEMENTS, ORIGINS, sample_stones
from .members import Committee
from .optim import build_optimizer
from .engine import fit_epoch
from .committee import vote_entropy, committee_accuracy

ROUNDS, PER_ROUND, EPOCHS = 4, 20, 30


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    pool_x, pool_y = sample_stones(800, gen)
    test_x, test_y = sample_stones(300, gen)
    centre = pool_x.mean(0)
    pool_x, test_x = pool_x - centre, test_x - centre

    labelled = torch.randperm(len(pool_y), generator=gen)[:25]
    mask = torch.zeros(len(pool_y), dtype=torch.bool)
    mask[labelled] = True

    committee = Committee(len(ELEMENTS), len(ORIGINS))
    opt = build_optimizer(committee)
    for rnd in range(ROUNDS):
        lab_x, lab_y = pool_x[mask], pool_y[mask]
        for _ in range(EPOCHS):
            loss = fit_epoch(committee, opt, lab_x, lab_y, gen)
        acc = committee_accuracy(committee, test_x, test_y)
        print(f"round {rnd}: labelled {int(mask.sum()):3d} member-loss {loss:.3f} test acc {acc:.3f}")

        cand = (~mask).nonzero().squeeze(1)
        disagreement = vote_entropy(committee, pool_x[cand])
        mask[cand[disagreement.topk(PER_ROUND).indices]] = True


if __name__ == "__main__":
    main()
