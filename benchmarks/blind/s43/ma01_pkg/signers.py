"""Synthetic data-glove recordings.

Every signer forms the same handshapes, but each glove sits differently on each hand, so the
sensor readings of a signer are a linear distortion of a shared prototype.  Signers arrive one
after another: one signer is one task.
"""
import torch

N_SENSORS = 14  # 10 flex sensors + 4 abduction sensors
HANDSHAPES = ["A", "B", "C", "F", "L", "O", "V", "Y"]


def _prototypes(gen):
    return torch.rand(len(HANDSHAPES), N_SENSORS, generator=gen) * 2.0 - 1.0


def signer_stream(n_signers, per_class, seed=0):
    gen = torch.Generator().manual_seed(seed)
    protos = _prototypes(gen)
    for signer in range(n_signers):
        mix = torch.eye(N_SENSORS) + 0.35 * torch.randn(N_SENSORS, N_SENSORS, generator=gen)
        offset = 0.4 * torch.randn(N_SENSORS, generator=gen)
        xs, ys = [], []
        for c in range(len(HANDSHAPES)):
            pose = protos[c] + 0.25 * torch.randn(per_class, N_SENSORS, generator=gen)
            xs.append(pose @ mix.T + offset)
            ys.append(torch.full((per_class,), c, dtype=torch.long))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        n_train = int(0.8 * len(y))
        yield signer, (x[:n_train], y[:n_train]), (x[n_train:], y[n_train:])


def minibatches(x, y, size, gen):
    order = torch.randperm(len(y), generator=gen)
    for start in range(0, len(y), size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
