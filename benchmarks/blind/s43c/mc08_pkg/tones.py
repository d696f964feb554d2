"""Synthetic DTMF (touch-tone) dialling captured from a noisy phone line.

Audio is generated at 4 kHz, cut into 20 ms frames, and each frame is described by
its energy at the DTMF frequencies (Goertzel-style projection) plus overall energy.
Keys are separated by short pauses; line noise and a 50 Hz hum are added.
"""
import math

import torch

KEYS = "123456789*0#"
ROWS = [697.0, 770.0, 852.0, 941.0]
COLS = [1209.0, 1336.0, 1477.0]
SR, FRAME = 4000, 80
BLANK = 0
LAYOUT = {k: (i // 3, i % 3) for i, k in enumerate(KEYS)}
LAYOUT_INDEX = {k: i + 1 for i, k in enumerate(KEYS)}
INDEX_KEY = {i: k for k, i in LAYOUT_INDEX.items()}


def _basis():
    t = torch.arange(FRAME) / SR
    freqs = torch.tensor(ROWS + COLS + [1633.0])
    return torch.cos(2 * math.pi * freqs[:, None] * t), torch.sin(2 * math.pi * freqs[:, None] * t)


COS_B, SIN_B = _basis()


def frame_features(audio):
    frames = audio[: audio.numel() // FRAME * FRAME].view(-1, FRAME)
    re, im = frames @ COS_B.T, frames @ SIN_B.T
    band = torch.log1p((re ** 2 + im ** 2) / FRAME)
    energy = torch.log1p(frames.pow(2).mean(1, keepdim=True))
    return torch.cat([band, energy], dim=1)        # (T, 9)


def dial(number, g):
    pieces = [0.05 * torch.randn(int(torch.randint(2, 5, (1,), generator=g)) * FRAME, generator=g)]
    for key in number:
        r, c = LAYOUT[key]
        n = int(torch.randint(3, 6, (1,), generator=g)) * FRAME
        t = torch.arange(n) / SR
        tone = 0.5 * torch.sin(2 * math.pi * ROWS[r] * t) + 0.5 * torch.sin(2 * math.pi * COLS[c] * t)
        pieces.append(tone)
        pieces.append(torch.zeros(int(torch.randint(1, 4, (1,), generator=g)) * FRAME))
    audio = torch.cat(pieces)
    t = torch.arange(audio.numel()) / SR
    audio = audio + 0.3 * torch.randn(audio.numel(), generator=g) + 0.2 * torch.sin(2 * math.pi * 50 * t)
    return frame_features(audio)


def random_number(g):
    n_digits = int(torch.randint(3, 8, (1,), generator=g))
    return "".join(KEYS[int(k)] for k in torch.randint(0, len(KEYS), (n_digits,), generator=g))


def make_batch(batch, g):
    numbers = [random_number(g) for _ in range(batch)]
    feats = [dial(n, g) for n in numbers]
    lens = torch.tensor([f.size(0) for f in feats])
    x = torch.zeros(batch, int(lens.max()), feats[0].size(1))
    for i, f in enumerate(feats):
        x[i, :f.size(0)] = f
    targets = torch.tensor([LAYOUT_INDEX[k] for n in numbers for k in n])
    tgt_lens = torch.tensor([len(n) for n in numbers])
    return x, lens, targets, tgt_lens, numbers
