# %% [markdown]
# Macaron oven log: forecast chamber humidity and temperature one step (10 s) ahead.
# One long log per oven-day -> truncated BPTT with an LSTM.

# %%
import math
import time

import torch
from torch import nn

torch.manual_seed(33)
torch.set_num_threads(1)

# %% simulate 8 oven-days, 2400 steps each (10 s steps, ~6.7 h)
DAYS, T = 8, 2400
t = torch.arange(T).float()
logs = []
for d in range(DAYS):
    g = torch.Generator().manual_seed(100 + d)
    set_c = 150 + 5 * torch.randn(1, generator=g)
    trays = (t % 90 < 3).float()                                   # tray swaps: door open
    fan = (torch.sin(t / 40 + d) > 0.2).float()
    temp = torch.zeros(T)
    hum = torch.zeros(T)
    temp[0], hum[0] = 25.0, 40.0
    for k in range(1, T):
        heat = 0.04 * (set_c - temp[k - 1]) - 2.5 * trays[k]
        temp[k] = temp[k - 1] + heat + 0.3 * torch.randn(1, generator=g)
        moist = 6.0 * trays[k - 1] - 0.05 * (hum[k - 1] - 12) * (1 + fan[k]) + 0.02 * heat
        hum[k] = hum[k - 1] + moist + 0.3 * torch.randn(1, generator=g)
    logs.append(torch.stack([(temp - 120) / 40, (hum - 25) / 15, trays, fan], 1))
series = torch.stack(logs)                                          # (days, T, 4)
train_days, test_days = series[:6], series[6:]
print("series", tuple(series.shape), "| humidity range %.1f..%.1f %%"
      % ((series[..., 1] * 15 + 25).min(), (series[..., 1] * 15 + 25).max()))

# %%
class OvenLSTM(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(4, hidden, batch_first=True)
        self.hum_head = nn.Linear(hidden, 1)
        self.temp_head = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        h, state = self.lstm(x, state)
        return self.hum_head(h).squeeze(-1), self.temp_head(h).squeeze(-1), state


cut = lambda st: tuple(s.detach() for s in st)
mse = nn.MSELoss()
CHUNK = 60


def evaluate(net, days):
    with torch.no_grad():
        ph, pt, _ = net(days[:, :-1])
        return (mse(ph, days[:, 1:, 1]).sqrt() * 15).item(), (mse(pt, days[:, 1:, 0]).sqrt() * 40).item()


# %% summed loss, TBPTT over 60-step chunks
oven = OvenLSTM(32)
opt = torch.optim.Adam(oven.parameters(), lr=5e-3)
t0 = time.time()
for ep in range(4):
    state = None
    for s in range(0, T - 1 - CHUNK + 1, CHUNK):
        x = train_days[:, s:s + CHUNK]
        y = train_days[:, s + 1:s + CHUNK + 1]
        ph, pt, state = oven(x, state)
        l = mse(ph, y[..., 1]) + mse(pt, y[..., 0])
        opt.zero_grad()
        l.backward()
        nn.utils.clip_grad_norm_(oven.parameters(), 1.0)
        opt.step()
        state = cut(state)
    h_rmse, t_rmse = evaluate(oven, test_days)
    print(f"ep {ep}  test RMSE humidity {h_rmse:.2f} %  temp {t_rmse:.2f} C  ({time.time() - t0:.1f}s)")

# %% bigger LSTM; look at each head's gradient on the LSTM separately
oven = OvenLSTM(48)
opt = torch.optim.Adam(oven.parameters(), lr=5e-3)
lstm_gn = lambda: math.sqrt(sum(p.grad.pow(2).sum().item() for p in oven.lstm.parameters()))
for ep in range(4):
    state, gh, gt, k = None, 0.0, 0.0, 0
    for s in range(0, T - 1 - CHUNK + 1, CHUNK):
        x = train_days[:, s:s + CHUNK]
        y = train_days[:, s + 1:s + CHUNK + 1]
        ph, pt, state = oven(x, state)
        state = cut(state)
        opt.zero_grad()
        mse(ph, y[..., 1]).backward(retain_graph=True)
        gh += lstm_gn()
        before = [p.grad.clone() for p in oven.lstm.parameters()]
        mse(pt, y[..., 0]).backward()
        gt += math.sqrt(sum((p.grad - b).pow(2).sum().item() for p, b in zip(oven.lstm.parameters(), before)))
        nn.utils.clip_grad_norm_(oven.parameters(), 1.0)
        opt.step()
        k += 1
    h_rmse, t_rmse = evaluate(oven, test_days)
    print(f"[48] ep {ep}  humidity {h_rmse:.2f} %  temp {t_rmse:.2f} C  |grad| hum {gh / k:.3f} temp {gt / k:.3f}")
