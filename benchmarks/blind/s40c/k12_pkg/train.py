import time
import torch

from .rtm import make_dataset, SENSORS
from .nets import Emulator, attach_head
from .factory import make_optimizer
from .loops import fit_one_epoch, evaluate

SWEEP = [
    {"sensor": "full", "width": 32, "depth": 2, "opt": "Adam", "lr": 3e-3},
    {"sensor": "full", "width": 64, "depth": 3, "opt": "AdamW", "lr": 2e-3},
    {"sensor": "oli_like", "width": 64, "depth": 2, "opt": "Adam", "lr": 3e-3},
    {"sensor": "oli_like", "width": 64, "depth": 2, "opt": "RMSprop", "lr": 1e-3},
    {"sensor": "vnir", "width": 32, "depth": 3, "opt": "AdamW", "lr": 3e-3},
]


def main():
    torch.manual_seed(0)
    X_np, T_np = make_dataset(3000, seed=0)
    Xv_np, Tv_np = make_dataset(800, seed=1)
    X, T = torch.from_numpy(X_np).float(), torch.from_numpy(T_np).float()
    Xv, Tv = torch.from_numpy(Xv_np).float(), torch.from_numpy(Tv_np).float()

    results = []
    for cfg in SWEEP:
        t0 = time.perf_counter()
        bands = SENSORS[cfg["sensor"]]
        net = Emulator(n_in=4, width=cfg["width"], depth=cfg["depth"], n_out=8)
        if len(bands) != 8:
            attach_head(net, len(bands))
        opt = make_optimizer(net, cfg)
        Y, Yv = T[:, bands], Tv[:, bands]
        with torch.no_grad():
            before = evaluate(net, Xv, Yv)
        for epoch in range(12):
            fit_one_epoch(net, opt, X, Y, batch_size=128)
        with torch.no_grad():
            after = evaluate(net, Xv, Yv)
        results.append({**cfg, "mae_before": before, "mae_after": after,
                        "seconds": time.perf_counter() - t0})

    print(f"{'sensor':9s} {'width':>5s} {'depth':>5s} {'opt':>8s} {'lr':>7s}  val MAE before -> after (% T)")
    for r in sorted(results, key=lambda r: r["mae_after"]):
        print(f"{r['sensor']:9s} {r['width']:5d} {r['depth']:5d} {r['opt']:>8s} {r['lr']:7.0e}  "
              f"{r['mae_before']:6.2f} -> {r['mae_after']:5.2f}   ({r['seconds']:.1f} s)")


if __name__ == "__main__":
    main()
