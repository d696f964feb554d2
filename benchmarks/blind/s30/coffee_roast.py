"""Roast level (light / medium / dark) and development-time ratio from bean-temperature logs."""
import torch
import torch.nn.functional as F
from torch import nn

LEVELS = ("light", "medium", "dark")
SAMPLES = 72  # one reading every 10 s for 12 min


def roast_logs(n, seed):
    gen = torch.Generator().manual_seed(seed)
    t = torch.linspace(0.0, 12.0, SAMPLES)
    charge = 200.0 + 15.0 * torch.rand(n, 1, generator=gen)
    gas = 0.8 + 0.4 * torch.rand(n, 1, generator=gen)
    drop = 9.0 + 3.0 * torch.rand(n, 1, generator=gen)
    turning = 90.0 + 10.0 * torch.rand(n, 1, generator=gen)
    heating = turning + (235.0 - turning) * (1 - torch.exp(-gas * 0.22 * (t - 1.5).clamp(min=0)))
    dip = charge - (charge - turning) * (1 - torch.exp(-t / 0.5))
    bt = torch.where(t < 1.5, dip, heating)
    bt = torch.where(t > drop, bt.gather(1, (drop / 12.0 * (SAMPLES - 1)).long()) - 30.0 * (t - drop), bt)
    bt = bt + 0.6 * torch.randn(n, SAMPLES, generator=gen)
    cracked = (bt > 196.0) & (t > 3.0)
    first_crack = torch.where(cracked.any(dim=1), torch.argmax(cracked.float(), dim=1).float() / (SAMPLES - 1) * 12.0, drop.squeeze(1))
    dtr = ((drop.squeeze(1) - first_crack) / drop.squeeze(1)).clamp(0.0, 0.4)
    end_temp = bt.gather(1, (drop / 12.0 * (SAMPLES - 1)).long()).squeeze(1)
    level = torch.bucketize(end_temp + 30.0 * (dtr - 0.2), torch.tensor([211.0, 220.0]))
    ror = torch.diff(bt, dim=1, prepend=bt[:, :1]) * 6.0
    x = torch.stack([(bt - 150.0) / 50.0, ror / 20.0], dim=1)
    return x, level, dtr


class RoastNet(nn.Module):
    def __init__(self, width=24):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Conv1d(2, width, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(width, width, 5, padding=2), nn.ReLU(), nn.AdaptiveMaxPool1d(6), nn.Flatten(),
        )
        self.level = nn.Linear(6 * width, len(LEVELS))
        self.dtr = nn.Linear(6 * width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.level(h), torch.sigmoid(self.dtr(h)).squeeze(-1) * 0.4


class AverageMeter:
    def __init__(self, name, fmt=":.4f"):
        self.name = name
        self.fmt = fmt
        self.reset()

    def reset(self):
        self.val = self.sum = self.avg = 0.0
        self.count = 0

    def update(self, val, n=1):
        self.val = val.item() if torch.is_tensor(val) else float(val)
        self.sum += self.val * n
        self.count += n
        self.avg = self.sum / self.count

    def __str__(self):
        return ("{name} {avg" + self.fmt + "}").format(name=self.name, avg=self.avg)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, level, dtr = roast_logs(1500, seed=8)
    x_te, level_te, dtr_te = roast_logs(400, seed=9)
    print("level counts", torch.bincount(level, minlength=3).tolist())
    net = RoastNet()
    opt = torch.optim.Adadelta(net.parameters(), lr=1.0)
    meters = {name: AverageMeter(name) for name in ("total", "ce", "dtr_mse", "acc")}
    history = []
    for epoch in range(10):
        for m in meters.values():
            m.reset()
        net.train()
        order = torch.randperm(len(x))
        for i in range(0, len(order), 50):
            idx = order[i:i + 50]
            logits, dtr_hat = net(x[idx])
            ce = F.cross_entropy(logits, level[idx])
            mse = F.mse_loss(dtr_hat, dtr[idx])
            total = ce + 20.0 * mse
            opt.zero_grad()
            total.backward()
            opt.step()
            meters["total"].update(total, len(idx))
            meters["ce"].update(ce, len(idx))
            meters["dtr_mse"].update(mse, len(idx))
            meters["acc"].update((logits.argmax(1) == level[idx]).float().mean(), len(idx))
        history.append(meters["total"].avg)
        net.eval()
        with torch.no_grad():
            logits, dtr_hat = net(x_te)
        acc_te = (logits.argmax(1) == level_te).float().mean().item()
        dtr_mae = (dtr_hat - dtr_te).abs().mean().item()
        print(f"epoch {epoch + 1:2d}  " + "  ".join(str(m) for m in meters.values()) + f"  | test acc {acc_te:.3f}  DTR mae {dtr_mae:.3f}")
    print("loss history", [round(v, 3) for v in history])


if __name__ == "__main__":
    main()
