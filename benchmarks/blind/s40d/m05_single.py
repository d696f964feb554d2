"""Pallet-pick outcome prediction from forklift telemetry, calibrated for the dispatch UI.

Outcome classes: 0 = clean pick, 1 = re-approach needed, 2 = load shifted.
"""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

OUTCOMES = ["clean", "re-approach", "load-shift"]


def telemetry(n, seed):
    g = torch.Generator().manual_seed(seed)
    load_kg = 200 + 1300 * torch.rand(n, generator=g)
    lift_m = 0.2 + 5.5 * torch.rand(n, generator=g)
    tilt_deg = 6 * torch.rand(n, generator=g) - 1
    approach_speed = 0.2 + 1.6 * torch.rand(n, generator=g)
    lateral_offset_cm = 8 * torch.randn(n, generator=g)
    mast_sway = 0.02 * lift_m * approach_speed + 0.01 * torch.rand(n, generator=g)
    x = torch.stack([load_kg, lift_m, tilt_deg, approach_speed, lateral_offset_cm, mast_sway], 1)
    misalign = lateral_offset_cm.abs() / 6 + 0.8 * (approach_speed - 1.0)
    instab = (load_kg / 900) * (lift_m / 3) - 0.6 * tilt_deg / 3 + 8 * mast_sway
    noise = 0.5 * torch.randn(n, 2, generator=g)
    logits = torch.stack([torch.zeros(n), misalign - 1.2, 1.5 * instab - 1.8], 1)
    logits[:, 1:] += noise
    y = logits.argmax(1)
    return x, y


class PickNet(nn.Module):
    def __init__(self, n_in=6, hidden=96, n_out=3):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_in, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
            nn.Linear(hidden, n_out),
        )

    def forward(self, x):
        return self.net(x)


class ModelWithTemperature(nn.Module):
    """Wraps a trained classifier and learns a single softmax temperature."""

    def __init__(self, model, init_temperature=1.5):
        super().__init__()
        self.model = model
        self.temperature = torch.ones(1, requires_grad=True) * init_temperature

    def forward(self, x):
        return self.model(x) / self.temperature

    def set_temperature(self, valid_loader):
        self.model.eval()
        logits_list, labels_list = [], []
        with torch.no_grad():
            for xb, yb in valid_loader:
                logits_list.append(self.model(xb))
                labels_list.append(yb)
        logits, labels = torch.cat(logits_list), torch.cat(labels_list)
        before = F.cross_entropy(logits, labels).item()

        optimizer = torch.optim.LBFGS([self.temperature], lr=0.05, max_iter=100)

        def eval_nll():
            optimizer.zero_grad()
            nll = F.cross_entropy(logits / self.temperature, labels)
            nll.backward()
            return nll

        optimizer.step(eval_nll)
        after = F.cross_entropy(logits / self.temperature, labels).item()
        print(f"temperature {self.temperature.item():.3f}  valid nll {before:.4f} -> {after:.4f}")
        return self


def train(model, loader, epochs, lr):
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-2)
    for epoch in range(epochs):
        model.train()
        seen, running = 0, 0.0
        for xb, yb in loader:
            opt.zero_grad()
            out = model(xb)
            loss = F.cross_entropy(out, yb)
            loss.backward()
            opt.step()
            running += loss.item() * len(xb)
            seen += len(xb)
        print(f"epoch {epoch}: train ce {running / seen:.4f}")


@torch.no_grad()
def accuracy(model, x, y):
    model.eval()
    return (model(x).argmax(1) == y).float().mean().item()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=8)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--batch-size", type=int, default=64)
    args = p.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    x, y = telemetry(2400, seed=0)
    mu, sd = x.mean(0), x.std(0)
    x = (x - mu) / sd
    x_tr, y_tr, x_va, y_va, x_te, y_te = x[:1600], y[:1600], x[1600:2000], y[1600:2000], x[2000:], y[2000:]
    print("class counts:", torch.bincount(y_tr, minlength=3).tolist())

    net = PickNet()
    train(net, DataLoader(TensorDataset(x_tr, y_tr), args.batch_size, shuffle=True), args.epochs, args.lr)
    print(f"test accuracy {accuracy(net, x_te, y_te):.3f}")

    scaled = ModelWithTemperature(net)
    scaled.set_temperature(DataLoader(TensorDataset(x_va, y_va), 200))
    with torch.no_grad():
        conf = F.softmax(scaled(x_te), 1).max(1).values
    print(f"mean confidence on test {conf.mean():.3f}")


if __name__ == "__main__":
    main()
