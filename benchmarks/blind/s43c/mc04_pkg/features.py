"""Synthetic smartphone recordings for night-time cough monitoring.

Each clip is a sequence of 20-band log-mel frames (10 ms hop).  Background is room
noise with a slowly drifting spectral tilt; speech segments have energy in the
low/mid bands with harmonic ripple; coughs are short broadband bursts with a sharp
onset and a decaying tail.  Labels are per frame: 1 inside a cough.
"""
import torch

N_MELS = 20


def _clip(T, g):
    bands = torch.linspace(0, 1, N_MELS)
    tilt = -1.0 + 0.3 * torch.randn((), generator=g)
    x = tilt * bands.expand(T, N_MELS) + 0.35 * torch.randn(T, N_MELS, generator=g)
    y = torch.zeros(T)
    # speech segments (distractors)
    for _ in range(int(torch.randint(0, 3, (1,), generator=g))):
        s = int(torch.randint(0, max(T - 40, 1), (1,), generator=g))
        d = int(torch.randint(20, 40, (1,), generator=g))
        ripple = 0.8 * torch.sin(bands * 18 + float(torch.rand((), generator=g)) * 6)
        x[s:s + d] += 1.5 * torch.exp(-((bands - 0.3) ** 2) / 0.03) + ripple
    # coughs
    for _ in range(int(torch.randint(1, 4, (1,), generator=g))):
        s = int(torch.randint(0, max(T - 25, 1), (1,), generator=g))
        d = int(torch.randint(8, 20, (1,), generator=g))
        env = torch.exp(-torch.arange(d, dtype=torch.float32) / (0.35 * d)).unsqueeze(1)
        x[s:s + d] += 2.5 * env * (0.6 + 0.4 * bands)
        y[s:s + d] = 1.0
    return x, y


def make_split(n_clips, seed, min_len=60, max_len=160):
    g = torch.Generator().manual_seed(seed)
    clips = []
    for _ in range(n_clips):
        T = int(torch.randint(min_len, max_len + 1, (1,), generator=g))
        clips.append(_clip(T, g))
    return clips


def collate(clips):
    lens = torch.tensor([c[0].size(0) for c in clips])
    T = int(lens.max())
    feats = torch.zeros(len(clips), T, N_MELS)
    labels = torch.zeros(len(clips), T)
    for i, (x, y) in enumerate(clips):
        feats[i, :x.size(0)] = x
        labels[i, :y.size(0)] = y
    return feats, labels, lens


def loader(clips, batch_size, shuffle, seed=0):
    order = torch.randperm(len(clips), generator=torch.Generator().manual_seed(seed)) if shuffle \
        else torch.arange(len(clips))
    for i in range(0, len(clips), batch_size):
        yield collate([clips[j] for j in order[i:i + batch_size].tolist()])
