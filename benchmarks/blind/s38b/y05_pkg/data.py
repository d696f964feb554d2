import torch


def random_molecule_batch(n_graphs, n_types, max_atoms=9):
    atoms, src, dst, gidx, targets = [], [], [], [], []
    offset = 0
    for g in range(n_graphs):
        n = int(torch.randint(3, max_atoms + 1, (1,)))
        types = torch.randint(0, n_types, (n,))
        chain = torch.arange(n - 1) + offset
        src += [chain, chain + 1]
        dst += [chain + 1, chain]
        atoms.append(types)
        gidx.append(torch.full((n,), g))
        targets.append((types == 2).float().sum() * 0.8 - 0.3 * n + 0.1 * torch.randn(()))
        offset += n
    edges = torch.stack([torch.cat(src), torch.cat(dst)])
    return torch.cat(atoms), edges, torch.cat(gidx), torch.stack(targets)
