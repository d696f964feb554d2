import torch
import torch.nn.functional as F

from cellar import FEATURES, VARIETALS, tasting_notes
from model import VarietalQualityNet

CONFIG = {
    "data": {"bottles": 4000, "holdout": 1000},
    "model": {"trunk": (64, 32), "hidden": (16,), "activation": "silu", "dropout": 0.0},
    "rprop": {"lr": 0.005, "etas": (0.5, 1.2), "step_sizes": (1e-6, 0.05)},
    "iterations": 150,
}


@torch.no_grad()
def rmse_by_varietal(model, x, varietal, quality):
    model.eval()
    err = (model(x, varietal) - quality).pow(2)
    model.train()
    parts = [f"{name} {err[varietal == k].mean().sqrt():.3f}" for k, name in enumerate(VARIETALS)]
    return err.mean().sqrt().item(), " ".join(parts)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, varietal, quality = tasting_notes(CONFIG["data"]["bottles"], torch.Generator().manual_seed(0))
    cut = CONFIG["data"]["bottles"] - CONFIG["data"]["holdout"]
    mean, std = x[:cut].mean(0), x[:cut].std(0)
    x = (x - mean) / std
    train = x[:cut], varietal[:cut], quality[:cut]
    test = x[cut:], varietal[cut:], quality[cut:]

    model = VarietalQualityNet(len(FEATURES), VARIETALS, **CONFIG["model"])
    optimizer = torch.optim.Rprop(model.parameters(), **CONFIG["rprop"])
    total, parts = rmse_by_varietal(model, *test)
    print(f"test rmse before {total:.3f} (quality sd {test[2].std():.3f})")
    for it in range(1, CONFIG["iterations"] + 1):
        optimizer.zero_grad()
        loss = F.mse_loss(model(*train[:2]), train[2])
        loss.backward()
        optimizer.step()
        if it % 50 == 0:
            total, parts = rmse_by_varietal(model, *test)
            print(f"iteration {it}: train mse {loss.item():.4f} test rmse {total:.3f} | {parts}")


if __name__ == "__main__":
    main()
