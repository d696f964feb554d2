"""Bare-shaft tuning: point of impact of a recurve arrow at 18 m from the arrow and bow setup."""
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SETUP = ("static_spine", "point_gr", "length_in", "draw_lb", "brace_in", "nock_mm", "centre_mm")
OUTPUTS = ("horizontal_cm", "vertical_cm")


def shooting_log(n, seed):
    g = torch.Generator().manual_seed(seed)
    spine = 400 + 400 * torch.rand(n, generator=g)
    point = 80 + 40 * torch.rand(n, generator=g)
    length = 27 + 4 * torch.rand(n, generator=g)
    draw = 28 + 16 * torch.rand(n, generator=g)
    brace = 8 + 1.5 * torch.rand(n, generator=g)
    nock = 6 + 8 * torch.rand(n, generator=g)
    centre = -3 + 6 * torch.rand(n, generator=g)
    dynamic = spine * (1 + 0.004 * (point - 100)) * (1 + 0.08 * (length - 29)) * draw / 36
    horizontal = 0.03 * (dynamic - 600) + 2.2 * centre - 1.5 * (brace - 8.75)
    vertical = 1.8 * (nock - 10) - 0.05 * (point - 100) + 0.4 * (draw - 36) / 4
    y = torch.stack([horizontal, vertical], dim=1) + 1.2 * torch.randn(n, 2, generator=g)
    x = torch.stack([spine, point, length, draw, brace, nock, centre], dim=1)
    return x, y


class ImpactNet(nn.Module):
    def __init__(self, mean, std, hidden=48):
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("std", std)
        self.net = nn.Sequential(nn.Linear(len(SETUP), hidden), nn.Tanh(),
                                 nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, len(OUTPUTS)))

    def forward(self, x):
        return 10.0 * self.net((x - self.mean) / self.std)


def batch_diagnostics(pred, target):
    p = pred.numpy(force=True)
    t = target.numpy()
    resid = p - t
    return {
        "bias_h": float(resid[:, 0].mean()),
        "bias_v": float(resid[:, 1].mean()),
        "r_h": float(np.corrcoef(p[:, 0], t[:, 0])[0, 1]),
    }


@torch.no_grad()
def tuning_chart(model, spines, base):
    rows = base.repeat(len(spines), 1)
    rows[:, 0] = torch.as_tensor(spines, dtype=torch.float32)
    return model(rows)[:, 0].numpy()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = shooting_log(2500, seed=1)
    x_te, y_te = shooting_log(600, seed=2)
    model = ImpactNet(x_tr.mean(0), x_tr.std(0))
    optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-3)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=8, gamma=0.5)
    for epoch in range(1, 16):
        model.train()
        diags = []
        for idx in torch.randperm(len(x_tr)).split(50):
            pred = model(x_tr[idx])
            loss = F.mse_loss(pred, y_tr[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            diags.append(batch_diagnostics(pred, y_tr[idx]))
        scheduler.step()
        if epoch % 5 == 0:
            model.eval()
            with torch.no_grad():
                mae = (model(x_te) - y_te).abs().mean(0)
            r_h = np.mean([d["r_h"] for d in diags])
            bias = np.mean([[d["bias_h"], d["bias_v"]] for d in diags], axis=0)
            print(f"epoch {epoch:2d}  train r(h) {r_h:.3f}  "
                  f"bias {bias[0]:+.2f}/{bias[1]:+.2f} cm  "
                  f"test mae h {mae[0]:.2f} cm, v {mae[1]:.2f} cm")
    base = torch.tensor([[600.0, 100.0, 29.0, 36.0, 8.75, 10.0, 0.0]])
    spines = np.arange(450, 801, 50)
    chart = tuning_chart(model, spines, base)
    print("spine -> horizontal impact (cm): "
          + ", ".join(f"{s}: {h:+.1f}" for s, h in zip(spines, chart)))


if __name__ == "__main__":
    main()
