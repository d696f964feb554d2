import math

import torch

IN_DIM = 2
N_FEATURES = 128
BANDWIDTH = 1.5

# fixed projection, drawn once from its own generator so it does not shift with the global seed
_rng = torch.Generator().manual_seed(1234)
_omega = torch.empty(IN_DIM, N_FEATURES)
_omega.normal_(0.0, BANDWIDTH, generator=_rng)
_phase = torch.empty(N_FEATURES)
_phase.uniform_(0.0, 2 * math.pi, generator=_rng)


def fourier_features(x):
    proj = x @ _omega + _phase
    return math.sqrt(2.0 / N_FEATURES) * torch.cos(proj)
