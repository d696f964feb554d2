"""Graft-take probability for cactus grafts (scion on rootstock) in a nursery.

Inputs describe the scion and rootstock (genera compatibility, cambium diameters, age),
the cut and the bench conditions; the label is whether the graft had taken after 4 weeks.
A reliability table of the predicted take percentage is kept for the growers.
"""
import torch
import torch.nn.functional as F
from torch import nn

FEATURES = ("compatibility", "scion_diam_mm", "stock_diam_mm", "cambium_overlap",
            "stock_age_months", "cut_angle_deg", "bench_temp_c", "humidity",
            "rubber_band_tension", "days_since_watering")


def graft_records(n, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(FEATURES), generator=gen)
    logit = (0.6 + 1.4 * x[:, 0] + 1.1 * x[:, 3] - 0.5 * (x[:, 1] - x[:, 2]).abs()
             + 0.4 * x[:, 6] - 0.3 * x[:, 6] ** 2 + 0.3 * x[:, 7] - 0.2 * x[:, 9])
    took = torch.bernoulli(torch.sigmoid(logit), generator=gen)
    return x, took


def as_percent_(p):
    return p.mul_(100.0)


class Reliability:
    """Observed take rate per band of predicted take percentage."""

    def __init__(self, edges=(0, 20, 40, 60, 80, 101)):
        self.edges = torch.tensor(edges, dtype=torch.float32)
        self.reset()

    def reset(self):
        bands = len(self.edges) - 1
        self.count = torch.zeros(bands)
        self.taken = torch.zeros(bands)
        self.predicted = torch.zeros(bands)

    def add(self, probs, took):
        percent = as_percent_(probs.detach())
        band = torch.bucketize(percent, self.edges, right=True) - 1
        self.count += torch.bincount(band, minlength=len(self.count)).float()
        self.taken += torch.bincount(band, weights=took, minlength=len(self.count))
        self.predicted += torch.bincount(band, weights=percent, minlength=len(self.count))

    def table(self):
        rows = []
        for i in range(len(self.count)):
            n = int(self.count[i])
            if n:
                rows.append((f"{int(self.edges[i])}-{int(self.edges[i + 1]) - 1}%", n,
                             round(self.predicted[i].item() / n, 1),
                             round(100 * self.taken[i].item() / n, 1)))
        return rows


class TakeModel(nn.Module):
    def __init__(self, n_inputs, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_inputs, width), nn.Tanh(),
                                 nn.Linear(width, width), nn.Tanh(), nn.Linear(width, 1))

    def forward(self, x):
        return torch.sigmoid(self.net(x).squeeze(-1))


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = graft_records(2400, seed=111)
    x_te, y_te = graft_records(600, seed=112)
    model = TakeModel(len(FEATURES))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    reliability = Reliability()
    print(f"take rate {y_tr.mean():.3f}")
    for epoch in range(8):
        model.train()
        reliability.reset()
        order = torch.randperm(len(y_tr))
        for start in range(0, len(order), 64):
            idx = order[start:start + 64]
            probs = model(x_tr[idx])
            loss = F.binary_cross_entropy(probs, y_tr[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            reliability.add(probs, y_tr[idx])
        with torch.no_grad():
            model.eval()
            test_probs = model(x_te)
            test_loss = F.binary_cross_entropy(test_probs, y_te).item()
            acc = ((test_probs > 0.5).float() == y_te).float().mean().item()
        if epoch % 3 == 2 or epoch == 7:
            print(f"epoch {epoch} train bce {loss.item():.3f} test bce {test_loss:.3f} "
                  f"acc {acc:.3f}")
    print("band, grafts, mean predicted %, observed take %")
    for row in reliability.table():
        print(*row)


if __name__ == "__main__":
    main()
