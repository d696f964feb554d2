"""Draw-off brix and time to the next draw-off of a maple-syrup evaporator."""
from dataclasses import asdict, dataclass, field

import torch
from torch import nn

INPUTS = ("sap_brix", "sap_flow_lph", "arch_temp_c", "flue_level_cm", "syrup_level_cm",
          "bp_elevation_c")
TARGETS = ("draw_brix", "minutes_to_draw")


@dataclass
class LossConfig:
    name: str = "HuberLoss"
    delta: float = 1.0
    reduction: str = "none"


@dataclass
class OptimConfig:
    name: str = "RAdam"
    lr: float = 3e-3
    weight_decay: float = 1e-5


@dataclass
class TrainConfig:
    epochs: int = 25
    batch_size: int = 64
    weight_by_volume: bool = False
    loss: LossConfig = field(default_factory=LossConfig)
    optim: OptimConfig = field(default_factory=OptimConfig)


def split_name(section):
    kwargs = asdict(section)
    return kwargs.pop("name"), kwargs


def boiling_log(n, seed):
    g = torch.Generator().manual_seed(seed)
    sap = 1.5 + 1.5 * torch.rand(n, generator=g)
    flow = 80 + 120 * torch.rand(n, generator=g)
    arch = 550 + 250 * torch.rand(n, generator=g)
    flue = 10 + 8 * torch.rand(n, generator=g)
    syrup = 3 + 4 * torch.rand(n, generator=g)
    bp = 3.0 + 1.5 * torch.rand(n, generator=g)
    draw_brix = 60.5 + 1.6 * bp - 0.15 * (syrup - 5) + 0.3 * torch.randn(n, generator=g)
    evap = (arch - 500) / 250 * (flue / 14)
    minutes = 60 * syrup / (evap * sap * 1.2 + 0.4) * 0.25 - 0.03 * flow + 8
    minutes = minutes + torch.randn(n, generator=g)
    volume = flow * sap / 40
    x = torch.stack([sap, flow, arch, flue, syrup, bp], dim=1)
    return x, torch.stack([draw_brix, minutes], dim=1), volume


class SyrupNet(nn.Module):
    def __init__(self, x_stats, y_stats, hidden=64):
        super().__init__()
        self.register_buffer("x_mu", x_stats[0])
        self.register_buffer("x_sd", x_stats[1])
        self.register_buffer("y_mu", y_stats[0])
        self.register_buffer("y_sd", y_stats[1])
        self.net = nn.Sequential(
            nn.Linear(len(INPUTS), hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, len(TARGETS)),
        )

    def forward(self, x):
        return self.net((x - self.x_mu) / self.x_sd)

    def scale(self, y):
        return (y - self.y_mu) / self.y_sd

    def unscale(self, z):
        return z * self.y_sd + self.y_mu


def train_step(model, criterion, optimizer, batch, *, weight_by_volume):
    x, y, volume = batch
    optimizer.zero_grad()
    loss = criterion(model(x), model.scale(y))
    if weight_by_volume:
        w = volume / volume.sum()
        loss = (loss.mean(dim=1) * w).sum()
    loss.backward()
    optimizer.step()
    return loss.detach()


@torch.no_grad()
def evaluate(model, data):
    x, y, _ = data
    return (model.unscale(model(x)) - y).abs().mean(0)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = TrainConfig()
    train = boiling_log(2000, seed=1)
    test = boiling_log(500, seed=2)
    model = SyrupNet((train[0].mean(0), train[0].std(0)), (train[1].mean(0), train[1].std(0)))

    loss_name, loss_kwargs = split_name(cfg.loss)
    criterion = getattr(nn, loss_name)(**loss_kwargs)
    opt_name, opt_kwargs = split_name(cfg.optim)
    optimizer = getattr(torch.optim, opt_name)(model.parameters(), **opt_kwargs)

    mae = evaluate(model, test)
    print(f"untrained: draw brix mae {mae[0]:.2f} Bx, time mae {mae[1]:.1f} min")
    for epoch in range(1, cfg.epochs + 1):
        perm = torch.randperm(len(train[0]))
        for idx in perm.split(cfg.batch_size):
            batch = tuple(t[idx] for t in train)
            train_step(model, criterion, optimizer, batch, weight_by_volume=cfg.weight_by_volume)
        if epoch % 5 == 0:
            mae = evaluate(model, test)
            print(f"epoch {epoch:2d}  draw brix mae {mae[0]:.2f} Bx, time mae {mae[1]:.1f} min")


if __name__ == "__main__":
    main()
