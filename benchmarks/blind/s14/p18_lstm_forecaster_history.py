# %% [markdown]
# # Energy demand forecasting with an LSTM
# Sliding windows of 48 past readings predict the next 12. Loss curves are plotted at the end.

# %%
import math

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    plt = None

torch.manual_seed(42)
DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
WINDOW, HORIZON = 48, 12
EPOCHS, BATCH, LR = 8, 64, 1e-3

# %%
t = torch.arange(0, 6000, dtype=torch.float32)
series = (torch.sin(2 * math.pi * t / 24) + 0.5 * torch.sin(2 * math.pi * t / (24 * 7))
          + 0.001 * t + 0.2 * torch.randn_like(t))
series = (series - series.mean()) / series.std()
split = int(0.85 * len(series))


class Windows(Dataset):
    def __init__(self, data):
        self.data = data

    def __len__(self):
        return len(self.data) - WINDOW - HORIZON

    def __getitem__(self, i):
        return self.data[i:i + WINDOW].unsqueeze(-1), self.data[i + WINDOW:i + WINDOW + HORIZON]


train_loader = DataLoader(Windows(series[:split]), batch_size=BATCH, shuffle=True)
val_loader = DataLoader(Windows(series[split:]), batch_size=256)


# %%
class Forecaster(nn.Module):
    def __init__(self, hidden=64, layers=2):
        super().__init__()
        self.lstm = nn.LSTM(1, hidden, num_layers=layers, batch_first=True, dropout=0.1)
        self.out = nn.Linear(hidden, HORIZON)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.out(out[:, -1])


model = Forecaster().to(DEVICE)
optimizer = torch.optim.Adam(model.parameters(), lr=LR)
loss_fn = nn.MSELoss()

# %%
train_history, val_history = [], []
for epoch in range(EPOCHS):
    model.train()
    for xb, yb in train_loader:
        xb, yb = xb.to(DEVICE), yb.to(DEVICE)
        pred = model(xb)
        loss = loss_fn(pred, yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        train_history.append(loss)

    model.eval()
    with torch.no_grad():
        val = sum(loss_fn(model(xb.to(DEVICE)), yb.to(DEVICE)).item() for xb, yb in val_loader)
    val_history.append(val / len(val_loader))
    recent = train_history[-len(train_loader):]
    print(f"epoch {epoch + 1}/{EPOCHS}  train {sum(recent).item() / len(recent):.4f}  val {val_history[-1]:.4f}")

# %%
if plt is not None:
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.plot([l.item() for l in train_history], alpha=0.5, label="train (per batch)")
    steps = [(i + 1) * len(train_loader) for i in range(EPOCHS)]
    ax.plot(steps, val_history, marker="o", label="val (per epoch)")
    ax.set_yscale("log")
    ax.legend()
    fig.savefig("loss_curves.png", dpi=120)
