import numpy as np
import torch

KINDS = ("chain", "cassette", "derailleur", "hub", "shifter")
RELATIONS = ("meshes_with", "indexed_for", "mounts_on", "pulls")


def drivetrain_graph(per_kind=40, seed=0):
    """Parts carry a speed count (8-12) and a freehub standard; compatibility follows from them."""
    rng = np.random.default_rng(seed)
    kind, speeds, freehub = [], [], []
    for k, name in enumerate(KINDS):
        kind += [k] * per_kind
        speeds += rng.integers(8, 13, size=per_kind).tolist()
        freehub += rng.integers(0, 3, size=per_kind).tolist()
    kind, speeds, freehub = map(np.asarray, (kind, speeds, freehub))
    ids = {name: np.nonzero(kind == k)[0] for k, name in enumerate(KINDS)}
    rules = [
        ("meshes_with", "chain", "cassette", lambda a, b: speeds[a] == speeds[b]),
        ("indexed_for", "derailleur", "cassette", lambda a, b: speeds[a] == speeds[b]),
        ("mounts_on", "cassette", "hub", lambda a, b: freehub[a] == freehub[b]),
        ("pulls", "shifter", "derailleur", lambda a, b: speeds[a] == speeds[b]),
    ]
    triples = []
    for rel, hk, tk, ok in rules:
        r = RELATIONS.index(rel)
        for h in ids[hk]:
            for t in ids[tk]:
                if ok(h, t) and rng.random() < 0.6:
                    triples.append((h, r, t))
    triples = torch.as_tensor(np.asarray(triples))
    perm = torch.randperm(len(triples), generator=torch.Generator().manual_seed(seed))
    n_test = len(triples) // 10
    return triples[perm[n_test:]], triples[perm[:n_test]], len(kind), len(RELATIONS)
