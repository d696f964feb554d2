import torch

from .beaches import COLUMNS, survey_nests
from .ensemble import build_members
from .engine import train_epoch
from .uncertainty import ensemble_hatch_rate, relocation_shortlist

EPOCHS = 30


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(21)
    x_tr, y_tr = survey_nests(640, gen)
    x_te, y_te = survey_nests(200, gen)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    x_tr, x_te = (x_tr - mu) / sd, (x_te - mu) / sd

    members, optimizers = build_members(len(COLUMNS))
    for epoch in range(EPOCHS):
        per_member = train_epoch(members, optimizers, x_tr, y_tr, gen)
        if epoch % 10 == 9:
            print(f"epoch {epoch + 1}: member BCE sums " + " ".join(f"{v:.2f}" for v in per_member))

    mean, spread = ensemble_hatch_rate(members, x_te)
    mae = (mean - y_te).abs().mean().item()
    print(f"test MAE of ensemble hatch rate: {mae:.3f}, mean spread {spread.mean().item():.3f}")
    idx, _ = relocation_shortlist(members, x_te)
    print("nests flagged for a field check:", idx.tolist())


if __name__ == "__main__":
    main()
