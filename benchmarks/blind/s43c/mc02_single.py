"""Toy nanopore basecaller.

A DNA strand moves through the pore one base at a time; the measured current depends on
the 3-mer in the pore and each base stays for a random number of samples.  A conv + BiGRU
network emits per-sample base posteriors and is trained with CTC (blank + A, C, G, T).
"""
import argparse
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

BASES = "ACGT"
BLANK = 0


def kmer_table(seed=1):
    g = torch.Generator().manual_seed(seed)
    centre = torch.tensor([-1.5, -0.5, 0.5, 1.5])        # the middle base dominates the current
    context = 0.2 * torch.randn(4, 1, 4, generator=g)
    return centre.view(1, 4, 1) + context                # mean current level per 3-mer


def simulate_read(n_bases, table, g):
    seq = torch.randint(0, 4, (n_bases,), generator=g)
    padded = torch.cat([seq[:1], seq, seq[-1:]])
    levels, samples = [], []
    for i in range(n_bases):
        lvl = table[padded[i], padded[i + 1], padded[i + 2]]
        dwell = int(torch.randint(3, 7, (1,), generator=g))
        samples.append(lvl + 0.15 * torch.randn(dwell, generator=g))
        levels.append(lvl)
    signal = torch.cat(samples)
    signal = (signal - signal.mean()) / (signal.std() + 1e-6)
    return signal, seq + 1                               # labels 1..4, 0 is blank


def make_batch(batch, table, g, min_bases=12, max_bases=24):
    reads = [simulate_read(int(torch.randint(min_bases, max_bases + 1, (1,), generator=g)), table, g)
             for _ in range(batch)]
    sig_lens = torch.tensor([r[0].numel() for r in reads])
    tgt_lens = torch.tensor([r[1].numel() for r in reads])
    signals = torch.zeros(batch, int(sig_lens.max()))
    for i, (s, _) in enumerate(reads):
        signals[i, :s.numel()] = s
    targets = torch.cat([r[1] for r in reads])
    return signals, sig_lens, targets, tgt_lens


class Basecaller(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 32, kernel_size=5, padding=2), nn.SiLU(),
            nn.Conv1d(32, 32, kernel_size=5, padding=2), nn.SiLU(),
        )
        self.rnn = nn.GRU(32, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, len(BASES) + 1)

    def forward(self, signal):
        feats = self.conv(signal.unsqueeze(1)).transpose(1, 2)
        h, _ = self.rnn(feats)
        return F.log_softmax(self.out(h), dim=-1)        # (B, T, 5)


def greedy_decode(log_probs, lengths):
    calls = []
    best = log_probs.argmax(-1)
    for row, n in zip(best, lengths.tolist()):
        prev, bases = BLANK, []
        for k in row[:n].tolist():
            if k != prev and k != BLANK:
                bases.append(BASES[k - 1])
            prev = k
        calls.append("".join(bases))
    return calls


def identity(call, truth):
    # crude accuracy: matching positions over the longer length
    n = max(len(call), len(truth))
    return sum(a == b for a, b in zip(call, truth)) / max(n, 1)


class CTCObjective:
    """CTC per read, normalised by the read length so long reads do not dominate."""

    def __init__(self):
        self.ctc = nn.CTCLoss(blank=BLANK, reduction="none", zero_infinity=True)

    def __call__(self, log_probs, sig_lens, targets, tgt_lens):
        per_read = self.ctc(log_probs.transpose(0, 1), targets, sig_lens, tgt_lens)
        return per_read / tgt_lens.float()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=5e-3)
    args = ap.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    table = kmer_table()
    g = torch.Generator().manual_seed(0)

    caller = Basecaller()
    adam = torch.optim.Adam(caller.parameters(), lr=args.lr)
    objective = CTCObjective()

    t0 = time.time()
    for step in range(args.steps):
        signals, sig_lens, targets, tgt_lens = make_batch(args.batch, table, g)
        caller.train()
        log_probs = caller(signals)
        read_losses = objective(log_probs, sig_lens, targets, tgt_lens)
        adam.zero_grad()
        read_losses.backward()
        nn.utils.clip_grad_norm_(caller.parameters(), 1.0)
        adam.step()
        if step % 20 == 0:
            print(f"step {step:3d}  ctc/base {read_losses.mean().item():.3f}")

    caller.eval()
    with torch.no_grad():
        signals, sig_lens, targets, tgt_lens = make_batch(8, table, g)
        calls = greedy_decode(caller(signals), sig_lens)
    truths = ["".join(BASES[k - 1] for k in t.tolist()) for t in targets.split(tgt_lens.tolist())]
    acc = sum(identity(c, t) for c, t in zip(calls, truths)) / len(calls)
    print(f"held-out identity {acc:.3f}  ({time.time() - t0:.1f}s)")
    print("call :", calls[0])
    print("truth:", truths[0])


if __name__ == "__main__":
    main()
