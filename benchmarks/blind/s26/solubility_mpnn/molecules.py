import torch

ELEMENTS = ("C", "N", "O", "S", "Cl")
MAX_ATOMS = 20


def random_molecules(count, generator):
    atoms = torch.zeros(count, MAX_ATOMS, len(ELEMENTS))
    adjacency = torch.zeros(count, MAX_ATOMS, MAX_ATOMS)
    mask = torch.zeros(count, MAX_ATOMS)
    probs = torch.tensor([0.62, 0.12, 0.16, 0.04, 0.06])
    for m in range(count):
        n = int(torch.randint(6, MAX_ATOMS + 1, (1,), generator=generator))
        kinds = torch.multinomial(probs, n, replacement=True, generator=generator)
        atoms[m, torch.arange(n), kinds] = 1.0
        mask[m, :n] = 1.0
        for i in range(1, n):
            j = int(torch.randint(0, i, (1,), generator=generator))
            adjacency[m, i, j] = adjacency[m, j, i] = 1.0
        rings = int(torch.randint(0, 3, (1,), generator=generator))
        for _ in range(rings):
            i, j = torch.randint(0, n, (2,), generator=generator).tolist()
            if i != j:
                adjacency[m, i, j] = adjacency[m, j, i] = 1.0
    return atoms, adjacency, mask


def log_solubility(atoms, adjacency, mask, generator):
    degree = adjacency.sum(-1)
    polar = atoms[..., 1] + atoms[..., 2]
    exposed = (polar * (degree == 1).float()).sum(1)
    buried = (polar * (degree >= 2).float()).sum(1)
    carbons = atoms[..., 0].sum(1)
    halogen = atoms[..., 4].sum(1)
    branched = ((degree >= 3).float() * atoms[..., 0]).sum(1)
    value = 1.2 * exposed + 0.1 * buried - 0.35 * carbons - 0.7 * halogen + 0.3 * branched + 1.0
    return value + 0.2 * torch.randn(value.shape, generator=generator)
