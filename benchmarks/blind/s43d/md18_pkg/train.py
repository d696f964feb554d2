import torch

from .coast import INPUTS, LEVELS, daily_records
from .committee import StrandingCommittee
from .optimiser import committee_optimizer
from .steps import committee_step
from .scoring import committee_report

STEPS = 600


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(14)
    x_tr, y_tr = daily_records(1500, gen)
    x_te, y_te = daily_records(500, gen)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    x_tr, x_te = (x_tr - mu) / sd, (x_te - mu) / sd

    committee = StrandingCommittee(len(INPUTS), len(LEVELS))
    opt = committee_optimizer(committee)
    for step in range(STEPS):
        losses = committee_step(committee, opt, x_tr, y_tr, gen)
        if step % 200 == 199:
            print(f"step {step + 1}: member CE " + " ".join(f"{l:.3f}" for l in losses))
    print(committee_report(committee, x_te, y_te))


if __name__ == "__main__":
    main()
