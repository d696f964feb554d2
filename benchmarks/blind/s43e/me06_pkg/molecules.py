"""Toy small molecules with 3-D coordinates and Karplus-like scalar couplings
between H atoms and their neighbours, padded to `max_atoms`."""
import numpy as np
import torch

from .config import CFG


def _molecule(rng):
    n_heavy = rng.integers(2, 5)
    heavy = np.cumsum(rng.normal(0, 1, (n_heavy, 3)) * 0.6 + np.array([1.45, 0, 0]), 0)
    types = list(rng.choice([1, 1, 2, 3], n_heavy))
    coords = [*heavy]
    parent = []
    for h in range(n_heavy):
        for _ in range(rng.integers(1, 3)):
            if len(coords) >= CFG.max_atoms:
                break
            d = rng.normal(0, 1, 3)
            coords.append(heavy[h] + 1.09 * d / np.linalg.norm(d))
            types.append(0)
            parent.append((len(coords) - 1, h))
    coords = np.array(coords, np.float32)
    pairs, ctype, target = [], [], []
    for hi, p in parent:
        for j in range(len(coords)):
            if j == hi:
                continue
            r = np.linalg.norm(coords[hi] - coords[j])
            hops = 1 if j == p else 2 if np.linalg.norm(coords[p] - coords[j]) < 1.7 else 3
            if hops > 3 or (types[j] not in (0, 1)):
                continue
            kind = {1: "1J", 2: "2J", 3: "3J"}[hops] + ("HH" if types[j] == 0 else "HC")
            if kind not in CFG.coupling_types:
                continue
            theta = np.arccos(np.clip(np.dot(coords[hi] - coords[p], coords[j] - coords[p]) /
                                      (1.09 * np.linalg.norm(coords[j] - coords[p]) + 1e-6), -1, 1))
            J = {"1JHC": 125 - 20 * (r - 1.09), "2JHH": -12 + 4 * np.cos(theta), "2JHC": -3 + 5 * np.cos(theta),
                 "3JHH": 7 + 5 * np.cos(2 * theta), "3JHC": 4 + 3 * np.cos(2 * theta)}[kind]
            pairs.append((hi, j))
            ctype.append(CFG.coupling_types.index(kind))
            target.append(J + rng.normal(0, 0.3))
    return coords, np.array(types), pairs, ctype, target


def make_molecules(seed):
    rng = np.random.default_rng(seed)
    mols = [_molecule(rng) for _ in range(CFG.n_molecules)]
    return [m for m in mols if len(m[2]) > 0]


def collate(mols):
    b, A = len(mols), CFG.max_atoms
    pos = torch.zeros(b, A, 3)
    types = torch.zeros(b, A, dtype=torch.long)
    atom_mask = torch.zeros(b, A, dtype=torch.bool)
    pair_mol, pair_i, pair_j, pair_type, pair_y = [], [], [], [], []
    for k, (c, t, pairs, ct, y) in enumerate(mols):
        n = len(c)
        pos[k, :n] = torch.from_numpy(c)
        types[k, :n] = torch.from_numpy(t)
        atom_mask[k, :n] = True
        for (i, j), kind, target in zip(pairs, ct, y):
            pair_mol.append(k); pair_i.append(i); pair_j.append(j); pair_type.append(kind); pair_y.append(target)
    pairs = {
        "mol": torch.tensor(pair_mol), "i": torch.tensor(pair_i), "j": torch.tensor(pair_j),
        "type": torch.tensor(pair_type), "y": torch.tensor(pair_y, dtype=torch.float32),
    }
    return pos, types, atom_mask, pairs
