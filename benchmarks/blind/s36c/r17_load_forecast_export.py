"""Next-hour electricity load forecaster with a numpy export for the edge scorer.

The deployment box has numpy but no torch, so the trained MLP is exported as plain arrays
and re-implemented in numpy; the script checks both give the same forecasts.
"""
import io

import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(0)
torch.set_num_threads(1)

LAGS = 24
HOURS = 24 * 7 * 20
EPOCHS = 12
BATCH = 128


def synth_load(hours, rng):
    t = np.arange(hours)
    temp = 12 + 8 * np.sin(2 * np.pi * (t / 24 - 0.3)) + rng.normal(0, 1.5, hours)
    daily = 0.25 * np.sin(2 * np.pi * (t % 24 - 7) / 24) + 0.15 * np.sin(4 * np.pi * t / 24)
    weekly = np.where((t // 24) % 7 >= 5, -0.2, 0.0)
    load = 1.0 + daily + weekly + 0.02 * np.abs(temp - 16) + rng.normal(0, 0.03, hours)
    return load.astype(np.float32), temp.astype(np.float32)


def make_windows(load, temp):
    X, y = [], []
    for i in range(LAGS, len(load)):
        hour = i % 24
        calendar = [np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24),
                    float((i // 24) % 7 >= 5)]
        X.append(np.concatenate([load[i - LAGS:i], [temp[i]], calendar]))
        y.append(load[i])
    return torch.tensor(np.array(X), dtype=torch.float32), torch.tensor(np.array(y))


class LoadMLP(nn.Module):
    def __init__(self, n_in, hidden=64):
        super().__init__()
        self.fc1 = nn.Linear(n_in, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, 1)

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        h = torch.relu(self.fc2(h))
        return self.out(h).squeeze(-1)


@torch.inference_mode()
def predict(model, X):
    model.eval()
    return model(X)


def gradient_histogram(model, bins=(0, 1e-5, 1e-3, 1e-1, np.inf)):
    counts = np.zeros(len(bins) - 1, dtype=np.int64)
    for p in model.parameters():
        if p.grad is not None:
            counts += np.histogram(np.abs(p.grad.numpy()), bins=bins)[0]
    return counts / counts.sum()


def export_arrays(model):
    buf = io.BytesIO()
    np.savez(buf, **{k: v.numpy() for k, v in model.state_dict().items()})
    buf.seek(0)
    return dict(np.load(buf))


def numpy_forward(weights, X):
    h = np.maximum(X @ weights["fc1.weight"].T + weights["fc1.bias"], 0)
    h = np.maximum(h @ weights["fc2.weight"].T + weights["fc2.bias"], 0)
    return (h @ weights["out.weight"].T + weights["out.bias"])[:, 0]


def mape(pred, true):
    return float(np.mean(np.abs(pred - true) / np.abs(true)) * 100)


rng = np.random.default_rng(0)
load, temp = synth_load(HOURS, rng)
X, y = make_windows(load, temp)
n_val = 24 * 7 * 3
X_train, y_train, X_val, y_val = X[:-n_val], y[:-n_val], X[-n_val:], y[-n_val:]
mu, sigma = X_train.mean(0), X_train.std(0) + 1e-6
X_train, X_val = (X_train - mu) / sigma, (X_val - mu) / sigma
naive = mape(X_val[:, LAGS - 1].numpy() * sigma[LAGS - 1].item() + mu[LAGS - 1].item(),
             y_val.numpy())
print(f"{len(X_train)} training windows, persistence MAPE {naive:.2f}%")

model = LoadMLP(X.shape[1])
optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=EPOCHS)
loss_fn = nn.SmoothL1Loss(beta=0.05)

for epoch in range(1, EPOCHS + 1):
    model.train()
    perm = torch.randperm(len(X_train))
    running = 0.0
    for i in range(0, len(perm), BATCH):
        idx = perm[i:i + BATCH]
        loss = loss_fn(model(X_train[idx]), y_train[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        running += loss.item() * len(idx)
    hist = gradient_histogram(model)
    scheduler.step()
    if epoch % 3 == 0:
        val_pred = predict(model, X_val).numpy()
        print(f"epoch {epoch}: loss {running / len(perm):.5f} "
              f"val MAPE {mape(val_pred, y_val.numpy()):.2f}% "
              f"|grad| bins {np.round(hist, 3).tolist()}")

weights = export_arrays(model)
edge_pred = numpy_forward(weights, X_val.numpy())
torch_pred = predict(model, X_val).numpy()
print(f"exported {len(weights)} arrays; max |numpy - torch| = "
      f"{np.abs(edge_pred - torch_pred).max():.2e}, "
      f"edge MAPE {mape(edge_pred, y_val.numpy()):.2f}%")
