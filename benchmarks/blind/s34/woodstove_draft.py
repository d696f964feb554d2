"""Flue draft, CO and flue-gas temperature of a wood stove from its operating state."""
import torch
import torch.nn.functional as F
from torch import nn

INPUTS = ("primary_air", "secondary_air", "flue_height_m", "outdoor_c", "fuel_moisture",
          "load_kg", "min_since_reload")
TARGETS = ("draft_10pa", "log_co_ppm", "flue_100c")
WEIGHTS = {"draft_10pa": 1.0, "log_co_ppm": 2.0, "flue_100c": 0.5}


def stove_log(n, seed):
    g = torch.Generator().manual_seed(seed)
    primary = torch.rand(n, generator=g)
    secondary = torch.rand(n, generator=g)
    height = 4 + 4 * torch.rand(n, generator=g)
    outdoor = -10 + 25 * torch.rand(n, generator=g)
    moisture = 0.1 + 0.25 * torch.rand(n, generator=g)
    load = 1 + 4 * torch.rand(n, generator=g)
    since = 60 * torch.rand(n, generator=g)
    burn = load * torch.exp(-since / 40) * (0.4 + primary) * (1 - 1.5 * (moisture - 0.1))
    flue = 120 + 180 * burn / (1 + burn) + 0.5 * (outdoor - 5) + 5 * torch.randn(n, generator=g)
    draft = 3463 * height * (1 / (273 + outdoor) - 1 / (273 + flue)) / 10
    draft = draft + 0.05 * torch.randn(n, generator=g)
    log_co = (5.5 + 2.5 * moisture - 1.2 * secondary - 0.6 * primary - 0.004 * (flue - 200)
              + 0.15 * torch.randn(n, generator=g))
    x = torch.stack([primary, secondary, height, outdoor, moisture, load, since], dim=1)
    return x, torch.stack([draft, log_co, flue / 100], dim=1)


class StoveNet(nn.Module):
    def __init__(self, mean, std, hidden=64):
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("std", std)
        self.net = nn.Sequential(nn.Linear(len(INPUTS), hidden), nn.Softplus(),
                                 nn.Linear(hidden, hidden), nn.Softplus(),
                                 nn.Linear(hidden, len(TARGETS)))

    def forward(self, x):
        return self.net((x - self.mean) / self.std)


def objective(pred, target, weights):
    terms = {
        "draft_10pa": F.huber_loss(pred[:, 0], target[:, 0], delta=0.5),
        "log_co_ppm": F.mse_loss(pred[:, 1], target[:, 1]),
        "flue_100c": F.mse_loss(pred[:, 2], target[:, 2]),
    }
    total = sum(weights[name] * term for name, term in terms.items())
    logged = torch.tensor([term.item() for term in terms.values()])
    return total, logged


@torch.no_grad()
def test_errors(model, x, y):
    model.eval()
    err = (model(x) - y).abs().mean(0)
    return 10 * err[0].item(), err[1].item(), 100 * err[2].item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = stove_log(3000, seed=1)
    x_te, y_te = stove_log(800, seed=2)
    model = StoveNet(x_tr.mean(0), x_tr.std(0))
    optimizer = torch.optim.Adamax(model.parameters(), lr=4e-3)
    history = []
    for epoch in range(1, 16):
        model.train()
        running, batches = torch.zeros(len(TARGETS)), 0
        for idx in torch.randperm(len(x_tr)).split(64):
            loss, logged = objective(model(x_tr[idx]), y_tr[idx], WEIGHTS)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += logged
            batches += 1
        history.append(running / batches)
        if epoch % 5 == 0:
            terms = "  ".join(f"{k} {v:.4f}" for k, v in zip(TARGETS, history[-1].tolist()))
            draft, co, flue = test_errors(model, x_te, y_te)
            print(f"epoch {epoch:2d}  {terms}  |  test mae draft {draft:.2f} Pa, "
                  f"log CO {co:.3f}, flue {flue:.1f} C")


if __name__ == "__main__":
    main()
