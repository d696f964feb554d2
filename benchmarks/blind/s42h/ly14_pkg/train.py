"""Speedcubing solve-time model -- run with:  python -m ly14_pkg.train"""
import torch
import torch.nn.functional as F
from torch import nn

from .helpers import moved, param_table, snapshot
from .model import SolveModel
from .solves import N_OLL, N_PLL, session

torch.manual_seed(0)
torch.set_num_threads(1)

dense, oll, pll, t, pb = session()
print("dense", tuple(dense.shape), "time", tuple(t.shape), "pb rate", pb.mean().item())

cube_net = SolveModel(dense.shape[1], N_OLL, N_PLL)
# In[14]: exercise 3 -- replace the time head by a small MLP (before building the optimizer!)
cube_net.heads["time"] = nn.Sequential(nn.Linear(32, 16), nn.ReLU(), nn.Linear(16, 1))
param_table(cube_net)

opt = torch.optim.AdamW(cube_net.parameters(), lr=3e-3, weight_decay=1e-4)
before = snapshot(cube_net)
t_mean, t_std = t.mean(), t.std()
for epoch in range(120):
    opt.zero_grad()
    out = cube_net(dense, oll, pll)
    l_time = F.mse_loss(out["time"], (t - t_mean) / t_std)
    l_pb = F.binary_cross_entropy_with_logits(out["pb"], pb)
    (l_time + 0.5 * l_pb).backward()
    opt.step()
    if epoch % 30 == 0:
        print(f"epoch {epoch:3d}  time-mse {l_time.item():.3f}  pb-bce {l_pb.item():.3f}")

delta = moved(before, cube_net)
print("smallest max |change| over all tensors:", min(delta.values()))
with torch.no_grad():
    out = cube_net(dense, oll, pll)
    mae = ((out["time"] * t_std + t_mean) - t).abs().mean().item()
    acc = ((out["pb"] > 0).float() == pb).float().mean().item()
print(f"train MAE {mae:.2f}s  pb acc {acc:.3f}")
