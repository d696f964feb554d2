import torch

from .data import COVARIATES, survey, tiles
from .fit import evaluate, train_epoch
from .model import SpatSettlement
from .priors import HATCHERY_2023, apply_priors


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, c_tr = survey(900, seed=11)
    x_te, c_te = survey(300, seed=12)
    print(f"tiles {len(c_tr)} train / {len(c_te)} test, mean count {c_tr.mean():.1f}, "
          f"variance {c_tr.var():.1f}")
    model = apply_priors(SpatSettlement(len(COVARIATES)), HATCHERY_2023)
    print("with priors", {k: round(v, 3) for k, v in evaluate(model, x_te, c_te).items()})
    optimizer = torch.optim.RAdam(model.parameters(), lr=1e-2)
    gen = torch.Generator().manual_seed(5)
    for epoch in range(25):
        loss = train_epoch(model, optimizer, tiles(x_tr, c_tr, 64, gen))
        if epoch % 6 == 5 or epoch == 24:
            stats = evaluate(model, x_te, c_te)
            print(f"epoch {epoch:2d} train nll {loss:.3f}",
                  {k: round(v, 3) for k, v in stats.items()})


main()
