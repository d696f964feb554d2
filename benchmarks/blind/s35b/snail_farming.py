"""Weekly weight gain of farmed edible snails (Helix aspersa) from pen conditions.

Besides the usual error report, an optimiser monitor prints, per layer, the gradient norm
and Adam's signal-to-noise ratio |m| / sqrt(v), to check whether training has settled.
"""
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

PEN = ("density_per_m2", "humidity_pct", "night_temp_c", "calcium_feed_pct", "protein_pct",
       "photoperiod_h", "age_weeks", "substrate_moist", "aestivating_share")


def pen_weeks(n, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(PEN), generator=gen)
    gain = (0.55 - 0.12 * x[:, 0] + 0.15 * x[:, 1] - 0.08 * (x[:, 2] - 0.3) ** 2
             + 0.1 * x[:, 3] + 0.12 * x[:, 4] - 0.1 * x[:, 6] - 0.15 * x[:, 8].clamp(min=0))
    return x, gain + 0.04 * torch.randn(n, generator=gen)


class GainNet(nn.Module):
    def __init__(self, n_inputs, width=32):
        super().__init__()
        self.hidden = nn.Linear(n_inputs, width)
        self.mid = nn.Linear(width, width)
        self.out = nn.Linear(width, 1)

    def forward(self, x):
        h = F.silu(self.hidden(x))
        return self.out(F.silu(self.mid(h))).squeeze(-1)


class AdamMonitor:
    def __init__(self, model, optimizer):
        self.named = list(model.named_parameters())
        self.optimizer = optimizer

    def snapshot(self):
        beta1, beta2 = self.optimizer.defaults["betas"]
        rows = []
        for name, param in self.named:
            state = self.optimizer.state.get(param)
            if param.grad is None or not state:
                continue
            grad = param.grad.cpu().numpy()
            t = float(state["step"])
            m = state["exp_avg"].cpu().numpy() / (1 - beta1 ** t)
            v = state["exp_avg_sq"].cpu().numpy() / (1 - beta2 ** t)
            snr = np.median(np.abs(m) / (np.sqrt(v) + 1e-12))
            rows.append((name, float(np.linalg.norm(grad)), float(snr)))
        return rows


@torch.no_grad()
def gain_mae(model, x, y):
    model.eval()
    return (model(x) - y).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = pen_weeks(1500, seed=131)
    x_te, y_te = pen_weeks(400, seed=132)
    model = GainNet(len(PEN))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    monitor = AdamMonitor(model, optimizer)
    print(f"untrained gain mae {gain_mae(model, x_te, y_te):.3f} g/week")
    for epoch in range(10):
        model.train()
        order = torch.randperm(len(y_tr))
        for start in range(0, len(order), 50):
            idx = order[start:start + 50]
            loss = F.mse_loss(model(x_tr[idx]), y_tr[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch in (0, 9):
            print(f"epoch {epoch} gain mae {gain_mae(model, x_te, y_te):.3f} g/week")
            for name, norm, snr in monitor.snapshot():
                print(f"  {name:12s} grad norm {norm:.4f}  adam snr {snr:.3f}")


if __name__ == "__main__":
    main()
