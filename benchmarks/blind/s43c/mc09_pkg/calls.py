"""Synthetic gibbon great-call recordings, described as note sequences.

Field annotators label each note of a song bout with one of five types (wa, oo, leaning
wa, trill, climax).  Each type has its own pitch trajectory and duration; frames are
16-band spectrogram slices with rain/insect noise.  The transcriber must output the note
sequence (CTC), not the frame alignment.
"""
import torch

NOTE_TYPES = ["wa", "oo", "lwa", "trill", "climax"]
N_BANDS = 16


def _note_frames(kind, g):
    dur = {0: 4, 1: 6, 2: 5, 3: 8, 4: 7}[kind] + int(torch.randint(-1, 2, (1,), generator=g))
    t = torch.linspace(0, 1, dur)
    if kind == 0:
        pitch = 4 + 3 * t
    elif kind == 1:
        pitch = 5 + 0 * t
    elif kind == 2:
        pitch = 7 - 3 * t
    elif kind == 3:
        pitch = 8 + 1.5 * torch.sin(12 * t)
    else:
        pitch = 6 + 7 * t ** 2
    bands = torch.arange(N_BANDS).float()
    frames = torch.exp(-((bands[None, :] - pitch[:, None]) ** 2) / 1.5)
    return 2.0 * frames


def song_bout(g, min_notes=4, max_notes=10):
    n = int(torch.randint(min_notes, max_notes + 1, (1,), generator=g))
    kinds = torch.randint(0, len(NOTE_TYPES), (n,), generator=g).tolist()
    pieces = []
    for k in kinds:
        pieces.append(_note_frames(k, g))
        gap = int(torch.randint(1, 4, (1,), generator=g))
        pieces.append(torch.zeros(gap, N_BANDS))
    spec = torch.cat(pieces)
    spec = spec + 0.25 * torch.rand(spec.shape, generator=g) + 0.1 * torch.randn(spec.shape, generator=g)
    return spec, [k + 1 for k in kinds]            # 0 is the CTC blank


def recordings(n, seed):
    g = torch.Generator().manual_seed(seed)
    return [song_bout(g) for _ in range(n)]


def collate(items):
    lens = torch.tensor([x.size(0) for x, _ in items])
    spec = torch.zeros(len(items), int(lens.max()), N_BANDS)
    for i, (x, _) in enumerate(items):
        spec[i, :x.size(0)] = x
    labels = torch.tensor([k for _, seq in items for k in seq])
    label_lens = torch.tensor([len(seq) for _, seq in items])
    return spec, lens, labels, label_lens
