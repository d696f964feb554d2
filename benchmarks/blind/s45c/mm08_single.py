# %% [markdown]
# Tortilla press line: predict the pressed thickness (mm) of each tortilla
# from masa hydration, press force, dwell time and platen temperature.
# Metrics in numpy because the QA spreadsheet wants them that way.

# %%
import numpy as np
import torch
from torch import nn

torch.manual_seed(30)
np.random.seed(30)
torch.set_num_threads(1)

# %% line log (numpy first, like the export from the PLC)
n = 3000
hydration = np.random.uniform(0.52, 0.66, n)
force_kn = np.random.uniform(4, 14, n)
dwell_s = np.random.uniform(0.3, 1.5, n)
platen_c = np.random.uniform(180, 260, n)
ball_g = np.random.normal(45, 2.5, n)
corn_blue = (np.random.rand(n) < 0.3).astype(np.float64)
thick = (2.6 * (ball_g / 45) * (force_kn / 8) ** -0.45 * (1 + 2.5 * (0.6 - hydration))
         * np.exp(-0.25 * dwell_s) + 0.002 * (platen_c - 220) + 0.15 * corn_blue
         + np.random.normal(0, 0.05, n))
X_np = np.column_stack([(hydration - 0.59) / 0.04, (force_kn - 9) / 3, (dwell_s - 0.9) / 0.35,
                        (platen_c - 220) / 23, (ball_g - 45) / 2.5, corn_blue]).astype(np.float32)
y_np = thick.astype(np.float32)
print("thickness mm: mean %.2f  p5 %.2f  p95 %.2f" % (y_np.mean(), *np.percentile(y_np, [5, 95])))

X, y = torch.from_numpy(X_np), torch.from_numpy(y_np)
tr, te = np.arange(0, 2400), np.arange(2400, n)

# %% helpers
to_np = lambda t: t.detach().cpu().numpy()
mae = lambda a, b: float(np.mean(np.abs(a - b)))
in_spec = lambda a, b: float(np.mean(np.abs(a - b) < 0.1))     # +-0.1 mm tolerance


def make_model(h=32):
    return nn.Sequential(nn.Linear(6, h), nn.ReLU(), nn.Linear(h, h), nn.ReLU(), nn.Linear(h, 1))


def fit(model, epochs=20, lr=3e-3, bs=100):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for ep in range(epochs):
        order = np.random.permutation(tr)
        preds, trues = [], []
        for k in range(0, len(order), bs):
            j = torch.from_numpy(order[k:k + bs])
            out = model(X[j]).squeeze(1)
            l1 = nn.functional.smooth_l1_loss(out, y[j], beta=0.1)
            opt.zero_grad()
            l1.backward()
            opt.step()
            preds.append(to_np(out))
            trues.append(to_np(y[j]))
        if ep % 5 == 4:
            p, t = np.concatenate(preds), np.concatenate(trues)
            with torch.no_grad():
                pt = model(X[te]).squeeze(1).numpy()
            print(f"  ep {ep:2d} train MAE {mae(p, t):.4f}  test MAE {mae(pt, y_np[te]):.4f}"
                  f"  in spec {in_spec(pt, y_np[te]):.2f}")
    return model


# %%
net = fit(make_model(32))

# %% try a bigger model, lower lr
net = fit(make_model(96), epochs=25, lr=1.5e-3)

# %% which inputs matter? (first-layer weight magnitude, rough)
w1 = net[0].weight.detach().numpy()
names = ["hydration", "force", "dwell", "platen", "ball_g", "blue_corn"]
for nm, v in sorted(zip(names, np.abs(w1).mean(0)), key=lambda t: -t[1]):
    print(f"{nm:10s} {v:.3f}")

# %% residuals by corn type for the QA sheet
with torch.no_grad():
    resid = net(X[te]).squeeze(1).numpy() - y_np[te]
print("residual mean  yellow %.4f  blue %.4f" % (resid[X_np[te, 5] == 0].mean(),
                                               resid[X_np[te, 5] == 1].mean()))
