import torch

EPS, SIGMA = 1.0, 1.0


def pair_indices(n_atoms):
    return torch.triu_indices(n_atoms, n_atoms, offset=1)


def lj_energy(coords):
    """Reference energies, coords: [B, N, 3]."""
    i, j = pair_indices(coords.shape[1])
    r = (coords[:, i] - coords[:, j]).norm(dim=-1)
    sr6 = (SIGMA / r) ** 6
    return (4 * EPS * (sr6 ** 2 - sr6)).sum(dim=1)


def lj_forces(coords):
    """Analytic forces -dE/dx for checking the learned potential."""
    n = coords.shape[1]
    diff = coords[:, :, None, :] - coords[:, None, :, :]
    r = diff.norm(dim=-1) + torch.eye(n)
    sr6 = (SIGMA / r) ** 6
    mag = 24 * EPS * (2 * sr6 ** 2 - sr6) / r ** 2
    mag = mag * (1 - torch.eye(n))
    return (mag[..., None] * diff).sum(dim=2)


def sample_configurations(n_configs, n_atoms=6, jitter=0.07, generator=None):
    """Octahedron near the LJ minimum, randomly rotated and jittered."""
    base = torch.tensor([[1, 0, 0], [-1, 0, 0], [0, 1, 0],
                         [0, -1, 0], [0, 0, 1], [0, 0, -1]], dtype=torch.float32)
    base = base[:n_atoms] * (2 ** (1 / 6) / 2 ** 0.5)
    q, _ = torch.linalg.qr(torch.randn(n_configs, 3, 3, generator=generator))
    coords = base @ q
    return coords + jitter * torch.randn(coords.shape, generator=generator)
