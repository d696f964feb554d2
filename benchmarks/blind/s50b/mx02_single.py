"""Shoelace knot loosening: LoRA fine-tuning of a knot-slip surrogate, then adapter merge for export.

Pretrained on flat cotton laces, adapted to waxed round laces with a rank-2 adapter.
Target: number of strides until the bow knot loosens by 1 cm (log scale).
"""
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def lace_walks(n, rng, waxed):
    knot = rng.integers(0, 3, size=n)                  # 0 granny, 1 standard bow, 2 double bow
    tension = rng.uniform(5.0, 40.0, size=n)           # initial pull, N
    cadence = rng.uniform(80, 140, size=n)             # strides per minute
    strike = rng.uniform(0.2, 1.0, size=n)             # heel-strike impact proxy
    lace_d = rng.uniform(3.0, 7.0, size=n)             # lace diameter, mm
    friction = 0.35 + 0.25 * waxed - 0.02 * (lace_d - 3.0)
    hold = tension * friction * np.array([0.6, 1.0, 1.8])[knot]
    strides = 40.0 * hold / (strike * cadence / 100.0) ** 1.5
    y = np.log(strides) + rng.normal(0.0, 0.08, size=n)
    onehot = np.eye(3)[knot]
    x = np.column_stack([onehot, tension / 40, cadence / 140, strike, lace_d / 7])
    return torch.tensor(x, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)[:, None]


class LowRankLinear(nn.Module):
    def __init__(self, base, rank, alpha):
        super().__init__()
        self.base = base
        base.requires_grad_(False)
        self.scaling = alpha / rank
        self.lora_down = nn.Parameter(torch.empty(rank, base.in_features))
        self.lora_up = nn.Parameter(torch.zeros(base.out_features, rank))
        nn.init.kaiming_uniform_(self.lora_down, a=math.sqrt(5))
        self.active = True

    def forward(self, x):
        y = self.base(x)
        if self.active:
            y = y + self.scaling * F.linear(F.linear(x, self.lora_down), self.lora_up)
        return y

    @torch.no_grad()
    def fold_into_base(self):
        delta = self.scaling * self.lora_up @ self.lora_down
        self.base.weight = self.base.weight + delta
        self.active = False


class KnotRegressor(nn.Module):
    def __init__(self, n_in=7, width=40):
        super().__init__()
        self.fc1 = nn.Linear(n_in, width)
        self.fc2 = nn.Linear(width, width)
        self.out = nn.Linear(width, 1)

    def forward(self, x):
        return self.out(torch.tanh(self.fc2(torch.tanh(self.fc1(x)))))

    def add_adapters(self, rank, alpha):
        self.fc1 = LowRankLinear(self.fc1, rank, alpha)
        self.fc2 = LowRankLinear(self.fc2, rank, alpha)

    def adapters(self):
        return [m for m in self.modules() if isinstance(m, LowRankLinear)]


def fit(model, params, x, y, steps, lr, seed):
    g = torch.Generator().manual_seed(seed)
    opt = torch.optim.Adam(params, lr=lr)
    for _ in range(steps):
        idx = torch.randint(0, x.shape[0], (48,), generator=g)
        opt.zero_grad()
        loss = F.mse_loss(model(x[idx]), y[idx])
        loss.backward()
        opt.step()
    return model


@torch.no_grad()
def evaluate(model, x, y):
    model.eval()
    err = F.mse_loss(model(x), y).item()
    model.train()
    return err


def main():
    torch.manual_seed(1)
    np.random.seed(1)
    torch.set_num_threads(1)
    rng = np.random.default_rng(1)

    src_x, src_y = lace_walks(3000, rng, waxed=0.0)
    model = KnotRegressor()
    fit(model, model.parameters(), src_x, src_y, steps=300, lr=3e-3, seed=1)

    tgt_x, tgt_y = lace_walks(200, rng, waxed=1.0)
    val_x, val_y = lace_walks(600, rng, waxed=1.0)
    print(f"zero-shot val mse: {evaluate(model, val_x, val_y):.4f}")

    model.add_adapters(rank=2, alpha=4.0)
    trainable = [p for p in model.parameters() if p.requires_grad]
    print(f"trainable tensors: {len(trainable)}, elements: {sum(p.numel() for p in trainable)}")
    fit(model, trainable, tgt_x, tgt_y, steps=250, lr=1e-2, seed=2)
    adapted = evaluate(model, val_x, val_y)
    print(f"adapted val mse: {adapted:.4f}")

    for layer in model.adapters():
        layer.fold_into_base()
    merged = evaluate(model, val_x, val_y)
    print(f"merged val mse: {merged:.4f} (drift {abs(merged - adapted):.2e})")


if __name__ == "__main__":
    main()
