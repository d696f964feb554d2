"""Synthetic 12-bin chroma frames for ukulele chords (C, F, G, Am, Em, D7)."""
import torch

NOTE = {n: i for i, n in enumerate("C C# D D# E F F# G G# A A# B".split())}
CHORDS = {
    "C": ["C", "E", "G"],
    "F": ["F", "A", "C"],
    "G": ["G", "B", "D"],
    "Am": ["A", "C", "E"],
    "Em": ["E", "G", "B"],
    "D7": ["D", "F#", "A", "C"],
}
NAMES = list(CHORDS)


def chord_template(name):
    v = torch.zeros(12)
    for n in CHORDS[name]:
        v[NOTE[n]] = 1.0
    return v


def strum_frames(n_per_chord=80, noise=0.35, seed=1):
    g = torch.Generator().manual_seed(seed)
    xs, ys = [], []
    for k, name in enumerate(NAMES):
        t = chord_template(name)
        frames = t * (0.6 + 0.4 * torch.rand(n_per_chord, 12, generator=g))
        frames = frames + noise * torch.rand(n_per_chord, 12, generator=g)
        xs.append(frames / frames.sum(1, keepdim=True))
        ys.append(torch.full((n_per_chord,), k))
    X, y = torch.cat(xs), torch.cat(ys)
    perm = torch.randperm(len(y), generator=g)
    return X[perm], y[perm]
