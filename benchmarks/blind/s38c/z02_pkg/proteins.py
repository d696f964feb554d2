import torch

AA = 20


def random_chains(n, length, cutoff, seed=0):
    """Random-walk C-alpha traces; contacts are pairs closer than `cutoff`."""
    g = torch.Generator().manual_seed(seed)
    seqs = torch.randint(0, AA, (n, length), generator=g)
    steps = torch.randn(n, length, 3, generator=g)
    steps = steps / steps.norm(dim=-1, keepdim=True)
    coords = steps.cumsum(1)
    dist = torch.cdist(coords, coords)
    contacts = (dist < cutoff).float()
    return seqs, contacts


def batches(seqs, contacts, batch_size):
    for i in range(0, len(seqs), batch_size):
        yield seqs[i:i + batch_size], contacts[i:i + batch_size]
