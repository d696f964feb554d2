"""Firmness (N) and yield (kg tofu / kg beans) of pressed tofu from soymilk and process data."""
import torch
import torch.nn.functional as F
from torch import nn

COAGULANTS = ("nigari", "gypsum", "gdl")
CFG = {"n": 3200, "epochs": 9, "batch_size": 64, "max_lr": 5e-3, "firmness_weight": 1.0,
       "yield_weight": 2.0}


def batches_of_curd(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    protein = 3.0 + 2.5 * torch.rand(n, generator=g)            # % in soymilk
    brix = 8.0 + 6.0 * torch.rand(n, generator=g)
    coag = torch.randint(0, 3, (n,), generator=g)
    dose = 0.2 + 0.4 * torch.rand(n, generator=g)               # % of soymilk
    temp = 65.0 + 20.0 * torch.rand(n, generator=g)
    press_min = 10.0 + 30.0 * torch.rand(n, generator=g)
    press_kg = 2.0 + 8.0 * torch.rand(n, generator=g)
    optimum = torch.tensor([0.30, 0.40, 0.35])[coag]
    set_strength = torch.tensor([1.0, 0.85, 0.7])[coag]
    gel = protein * set_strength * torch.exp(-((dose - optimum) / 0.15) ** 2)
    firm = (2.0 + 1.6 * gel + 0.05 * (temp - 75.0) + 0.9 * torch.log(press_kg * press_min / 20.0))
    firm = firm + 0.15 * torch.randn(n, generator=g)
    yld = (1.2 + 0.35 * protein + 0.04 * brix - 0.006 * press_kg * press_min / 10.0
           + 0.25 * (coag == 1).float()) + 0.04 * torch.randn(n, generator=g)
    x = torch.cat([
        torch.stack([(protein - 4.25) / 0.7, (brix - 11.0) / 1.7, (dose - 0.4) / 0.12,
                     (temp - 75.0) / 5.8, (press_min - 25.0) / 8.7,
                     (press_kg - 6.0) / 2.3], dim=1),
        F.one_hot(coag, 3).float(),
    ], dim=1)
    return x, torch.stack([firm, yld], dim=1)


class CurdNet(nn.Module):
    def __init__(self, d_in, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(d_in, hidden), nn.SiLU(),
                                   nn.Linear(hidden, hidden), nn.SiLU())
        self.firmness = nn.Linear(hidden, 1)
        self.yield_head = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.trunk(x)
        return torch.cat([4.0 + self.firmness(h), 2.5 + self.yield_head(h)], dim=1)


class RunningMean:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0

    @torch.no_grad()
    def update(self, value, n=1):
        self.total += value * n
        self.count += n

    @property
    def mean(self):
        return self.total / max(self.count, 1)


def train_step(model, opt, sched, batch, meters, cfg):
    x, y = batch
    pred = model(x)
    firm_loss = F.smooth_l1_loss(pred[:, 0], y[:, 0])
    yield_loss = F.mse_loss(pred[:, 1], y[:, 1])
    loss = cfg["firmness_weight"] * firm_loss + cfg["yield_weight"] * yield_loss
    opt.zero_grad()
    loss.backward()
    opt.step()
    sched.step()
    for name, value in (("loss", loss), ("firmness", firm_loss), ("yield", yield_loss)):
        meters[name].update(value, len(x))


@torch.no_grad()
def validate(model, x, y):
    model.eval()
    err = (model(x) - y).abs().mean(0)
    model.train()
    return err


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = batches_of_curd(cfg["n"])
    x_va, y_va = batches_of_curd(800, seed=1)
    model = CurdNet(x.size(1))
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["max_lr"], weight_decay=1e-3)
    steps = cfg["epochs"] * -(-len(x) // cfg["batch_size"])
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=cfg["max_lr"], total_steps=steps)
    meters = {name: RunningMean() for name in ("loss", "firmness", "yield")}
    history = []

    err = validate(model, x_va, y_va)
    print(f"untrained: firmness mae {err[0]:.2f} N, yield mae {err[1]:.3f}")
    g = torch.Generator().manual_seed(2)
    for epoch in range(cfg["epochs"]):
        for m in meters.values():
            m.reset()
        perm = torch.randperm(len(x), generator=g)
        for i in range(0, len(x), cfg["batch_size"]):
            idx = perm[i:i + cfg["batch_size"]]
            train_step(model, opt, sched, (x[idx], y[idx]), meters, cfg)
        history.append(meters["loss"].mean)
        if (epoch + 1) % 3 == 0:
            err = validate(model, x_va, y_va)
            print(f"epoch {epoch + 1:2d}  train loss {meters['loss'].mean:.4f} "
                  f"(firm {meters['firmness'].mean:.4f}, yield {meters['yield'].mean:.4f})  "
                  f"val firmness mae {err[0]:.2f} N, yield mae {err[1]:.3f}")
    best = min(range(len(history)), key=lambda k: history[k])
    print(f"lowest train loss in epoch {best + 1}: {history[best]:.4f}")


if __name__ == "__main__":
    main()
