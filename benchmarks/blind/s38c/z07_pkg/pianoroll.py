import torch

N_PITCH = 24
N_BINS = 48


def random_rolls(n, frames, seed=0):
    """Piano rolls with notes of random pitch and length."""
    g = torch.Generator().manual_seed(seed)
    roll = torch.zeros(n, frames, N_PITCH)
    for i in range(n):
        for _ in range(6):
            p = int(torch.randint(0, N_PITCH, (1,), generator=g))
            s = int(torch.randint(0, frames - 4, (1,), generator=g))
            d = int(torch.randint(2, 8, (1,), generator=g))
            roll[i, s:s + d, p] = 1.0
    return roll


def render(roll, seed=0):
    """Toy spectrogram: each pitch excites its fundamental bin and its octave, plus noise."""
    g = torch.Generator().manual_seed(seed + 1)
    basis = torch.zeros(N_PITCH, N_BINS)
    for p in range(N_PITCH):
        basis[p, p] = 1.0
        basis[p, p + N_PITCH] = 0.5
    return roll @ basis + 0.05 * torch.rand(*roll.shape[:2], N_BINS, generator=g)


def onsets(roll):
    prev = torch.cat([torch.zeros_like(roll[:, :1]), roll[:, :-1]], 1)
    return (roll - prev).clamp(min=0)


def batches(spec, roll, batch_size, shuffle=True):
    idx = torch.randperm(len(spec)) if shuffle else torch.arange(len(spec))
    for i in range(0, len(spec), batch_size):
        j = idx[i:i + batch_size]
        yield spec[j], roll[j]
