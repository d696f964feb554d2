"""python -m lc13_pkg.train

Pre-train on the big city's 60 hubs, then fine-tune on the 12 hubs of the new city with the lower
layers frozen (little data there) and layer-wise lr decay on the rest.
"""
import torch
import torch.nn.functional as F

from .ckpt import dump, warm_start
from .net import OccupancyNet
from .stations import make_windows, simulate_city
from .transfer import freeze_lower, llrd_groups


def fit(net, opt, x, y, epochs, batch=256, tag=""):
    for epoch in range(epochs):
        perm = torch.randperm(len(y))
        total = 0.0
        for s in range(0, len(y), batch):
            idx = perm[s:s + batch]
            opt.zero_grad()
            mse = F.mse_loss(net(x[idx]), y[idx])
            mse.backward()
            opt.step()
            total += mse.item() * len(idx)
        print(f"[{tag}] epoch {epoch}  mse {total / len(y):.5f}")


@torch.no_grad()
def mae(net, x, y):
    net.eval()
    out = (net(x) - y).abs().mean().item()
    net.train()
    return out


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    big = simulate_city(60, 21, seed=0)
    src_x, src_y = make_windows(*big, 0, 21 * 24)
    base = OccupancyNet()
    fit(base, torch.optim.Adam(base.parameters(), lr=2e-3), src_x, src_y, epochs=3, tag="source")
    blob = dump(base)

    occ, hod, dow = simulate_city(12, 10, seed=1, commute_peak=7.0, evening_peak=19.5)
    tx, ty = make_windows(occ, hod, dow, 0, 7 * 24)
    vx, vy = make_windows(occ, hod, dow, 7 * 24, 10 * 24)
    print(f"persistence MAE on the new city: {(vx[:, 23] - vy).abs().mean().item():.4f}")

    net = warm_start(OccupancyNet(), blob)
    print(f"zero-shot MAE: {mae(net, vx, vy):.4f}")
    n_frozen = freeze_lower(net, n_blocks=2)
    opt = torch.optim.AdamW(llrd_groups(net, base_lr=3e-3, decay=0.6), weight_decay=1e-4)
    print(f"frozen layers: {n_frozen}; lr per group: {[round(g['lr'], 5) for g in opt.param_groups]}")
    fit(net, opt, tx, ty, epochs=6, tag="new city")
    print(f"fine-tuned MAE: {mae(net, vx, vy):.4f}")


if __name__ == "__main__":
    main()
