"""Kettle detection from a household smart-meter (non-intrusive load monitoring).

Input: aggregate active power per minute for one morning (recordings stop at
different times, so sequences have different lengths).  Output: per-minute probability
that the kettle is on.  The recurrent tagger is written out by hand (an Elman cell
with a fixed input scaling) because it later gets exported to the meter firmware,
which only supports these operations.
"""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


def household_morning(T, g):
    t = torch.arange(T, dtype=torch.float32)
    base = 0.15 + 0.05 * torch.sin(t / 37.0) + 0.02 * torch.randn(T, generator=g)   # fridge, standby
    fridge = 0.09 * ((t % 45) < 18).float()
    kettle = torch.zeros(T)
    for _ in range(int(torch.randint(1, 3, (1,), generator=g))):
        s = int(torch.randint(0, T - 5, (1,), generator=g))
        kettle[s:s + int(torch.randint(2, 5, (1,), generator=g))] = 1.0
    toaster = torch.zeros(T)
    s = int(torch.randint(0, T - 4, (1,), generator=g))
    toaster[s:s + 3] = 1.0
    shower = torch.zeros(T)
    if float(torch.rand((), generator=g)) < 0.5:
        s = int(torch.randint(0, T - 10, (1,), generator=g))
        shower[s:s + 8] = 1.0
    power = base + fridge + 2.8 * kettle + 1.1 * toaster + 7.5 * shower
    power = power + 0.05 * torch.randn(T, generator=g)
    return power, kettle


def batch_of_mornings(n, g, min_len=60, max_len=120):
    lens = torch.randint(min_len, max_len + 1, (n,), generator=g)
    x = torch.zeros(n, int(lens.max()), 2)
    y = torch.zeros(n, int(lens.max()))
    for i, T in enumerate(lens.tolist()):
        p, k = household_morning(T, g)
        x[i, :T, 0] = p / 3.0
        x[i, :T, 1] = torch.cat([torch.zeros(1), torch.diff(p)]) / 3.0
        y[i, :T] = k
    return x, y, lens


class FirmwareRNN(nn.Module):
    def __init__(self, n_in=2, hidden=32):
        super().__init__()
        self.hidden = hidden
        self.register_buffer("scale", torch.tensor([1.0, 2.0]))
        self.w_in = nn.Linear(n_in, hidden)
        self.w_rec = nn.Linear(hidden, hidden, bias=False)
        self.readout = nn.Linear(hidden, 1)

    def forward(self, x, lens):
        B, T, _ = x.shape
        valid = (torch.arange(T).unsqueeze(0) < lens.unsqueeze(1)).float()
        u = self.w_in(x * self.scale)
        h = x.new_zeros(B, self.hidden)
        logits = []
        for t in range(T):
            h = torch.tanh(u[:, t] + self.w_rec(h))
            step_mask = valid[:, t:t + 1]
            h *= step_mask                # recording ended: keep the state at zero
            logits.append(self.readout(h))
        return torch.cat(logits, dim=1), valid


def masked_bce(logits, target, valid, pos_weight):
    per_step = F.binary_cross_entropy_with_logits(logits, target, reduction="none",
                                                  pos_weight=torch.tensor(pos_weight))
    return (per_step * valid).sum() / valid.sum()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=80)
    ap.add_argument("--batch", type=int, default=24)
    args = ap.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(0)

    tagger = FirmwareRNN()
    rms = torch.optim.RMSprop(tagger.parameters(), lr=3e-3)
    for it in range(args.iters):
        x, y, lens = batch_of_mornings(args.batch, g)
        logits, valid = tagger(x, lens)
        objective = masked_bce(logits, y, valid, pos_weight=8.0)
        rms.zero_grad()
        objective.backward()
        nn.utils.clip_grad_norm_(tagger.parameters(), 1.0)
        rms.step()
        if it % 20 == 0:
            print(f"iter {it:3d}  masked bce {objective.item():.4f}")

    tagger.eval()
    with torch.no_grad():
        x, y, lens = batch_of_mornings(64, g)
        logits, valid = tagger(x, lens)
        pred = (logits > 0).float()
        tp = (pred * y * valid).sum()
        recall = tp / (y * valid).sum()
        precision = tp / (pred * valid).sum().clamp(min=1)
    print(f"kettle minutes: precision {precision:.3f}  recall {recall:.3f}")


if __name__ == "__main__":
    main()
