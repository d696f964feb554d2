import torch

from .model import RideModel
from .tasks import SPECS, optimizers_for
from .telemetry import element_runs
from .updates import TaskUpdater


def main(epochs=8, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(19)
    xtr, ytr = element_runs(2400, gen)
    xva, yva = element_runs(500, gen)

    model = RideModel(xtr.shape[1])
    opts = optimizers_for(model)
    updaters = [TaskUpdater(n, opts[n], SPECS[n]["loss"]) for n in SPECS]

    for epoch in range(epochs):
        model.train()
        order = torch.randperm(len(xtr), generator=gen)
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            out = model(xtr[idx])
            for j, upd in enumerate(updaters):
                upd.apply(out[upd.name], ytr[upd.name][idx], keep_graph=j < len(updaters) - 1)

        model.eval()
        with torch.no_grad():
            out = model(xva)
            comfort_mae = 2 * (out["comfort"] - yva["comfort"]).abs().mean().item()
            jerk_acc = ((out["jerk"] > 0).float() == yva["jerk"]).float().mean().item()
        print(f"epoch {epoch}: comfort MAE {comfort_mae:.3f} pts  lateral-jerk exceedance acc {jerk_acc:.3f}")


if __name__ == "__main__":
    main()
