"""Blood-lactate curves from incremental cycling step tests.

Each athlete group (recreational, trained, elite) has two lactate thresholds
(LT1, LT2, in hundreds of watts); above each the curve steepens.  An athlete's
own offset comes from body mass and VO2max.
"""
import torch
from torch import nn

GROUPS = ("recreational", "trained", "elite")
TRUE_LT = torch.tensor([[1.30, 2.10], [1.80, 2.80], [2.40, 3.60]])


def step_tests(n_athletes, generator):
    group = torch.randint(0, 3, (n_athletes,), generator=generator)
    mass = 60 + 25 * torch.rand(n_athletes, generator=generator)
    vo2 = 40 + 10 * group + 6 * torch.randn(n_athletes, generator=generator)
    stages = torch.arange(0.5, 4.51, 0.25)
    rows = []
    for a in range(n_athletes):
        lt1, lt2 = TRUE_LT[group[a]] * (1 + 0.04 * torch.randn(2, generator=generator))
        shift = 0.004 * (vo2[a] - 50) - 0.003 * (mass[a] - 72)
        p = stages[stages < lt2 + 0.9]
        lactate = (1.1 + 1.2 * torch.relu(p - lt1 - shift) + 4.5 * torch.relu(p - lt2 - shift)
                   + 0.12 * torch.randn(len(p), generator=generator))
        for power, value in zip(p, lactate):
            rows.append((group[a].item(), (mass[a] - 72) / 10, (vo2[a] - 50) / 10, power.item(), value.item()))
    table = torch.tensor(rows)
    return {"group": table[:, 0].long(), "athlete": table[:, 1:3],
            "power": table[:, 3], "lactate": table[:, 4]}


class LactateCurve(nn.Module):
    def __init__(self, n_groups, min_gap=0.3):
        super().__init__()
        self.min_gap = min_gap
        self.thresholds = nn.ParameterList(
            nn.Parameter(torch.tensor([1.5, 2.5])) for _ in range(n_groups))
        self.baseline = nn.Parameter(torch.tensor(1.0))
        self.log_slopes = nn.Parameter(torch.tensor([0.0, 1.0]))
        self.shift = nn.Linear(2, 1)

    def forward(self, group, athlete, power):
        lt = torch.stack(list(self.thresholds))[group]
        p = power - self.shift(athlete).squeeze(-1)
        slopes = self.log_slopes.exp()
        return (self.baseline + slopes[0] * nn.functional.softplus(p - lt[:, 0], beta=20)
                + slopes[1] * nn.functional.softplus(p - lt[:, 1], beta=20))

    @torch.no_grad()
    def enforce_order(self):
        for i, lt in enumerate(self.thresholds):
            lt1 = lt.min()
            lt2 = torch.maximum(lt.max(), lt1 + self.min_gap)
            self.thresholds[i] = torch.stack([lt1, lt2])


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(3)
    train, test = step_tests(90, rng), step_tests(30, rng)
    model = LactateCurve(len(GROUPS))
    optimizer = torch.optim.Adam(model.parameters(), lr=0.02)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=600, eta_min=1e-3)
    for it in range(600):
        pred = model(train["group"], train["athlete"], train["power"])
        loss = nn.functional.huber_loss(pred, train["lactate"], delta=0.5)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        model.enforce_order()
        if it % 150 == 0:
            print(f"iter {it}: huber {loss.item():.4f}")
    with torch.no_grad():
        err = model(test["group"], test["athlete"], test["power"]) - test["lactate"]
    print(f"test rmse {err.pow(2).mean().sqrt().item():.3f} mmol/L")
    for name, lt, true in zip(GROUPS, model.thresholds, TRUE_LT):
        print(f"{name:>12}: LT1 {100 * lt[0].item():.0f} W  LT2 {100 * lt[1].item():.0f} W"
              f"  (true {100 * true[0].item():.0f} / {100 * true[1].item():.0f} W)")


if __name__ == "__main__":
    main()
