import torch


def make_triples(n_entities, n_relations, n_triples, dim=4, seed=0):
    """Triples from a hidden translation model, so TransE can actually fit them."""
    g = torch.Generator().manual_seed(seed)
    ent = torch.randn(n_entities, dim, generator=g)
    rel = torch.randn(n_relations, dim, generator=g)
    heads = torch.randint(0, n_entities, (n_triples,), generator=g)
    rels = torch.randint(0, n_relations, (n_triples,), generator=g)
    target = ent[heads] + rel[rels]
    tails = torch.cdist(target, ent).argmin(dim=1)
    triples = torch.stack([heads, rels, tails], dim=1)
    return torch.unique(triples, dim=0)


def split(triples, valid_frac=0.1, seed=0):
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(len(triples), generator=g)
    n_valid = int(len(triples) * valid_frac)
    return triples[perm[n_valid:]], triples[perm[:n_valid]]


def corrupt(batch, n_entities, generator=None):
    """Replace the head or the tail of every triple by a random entity."""
    neg = batch.clone()
    swap_head = torch.rand(len(batch), generator=generator) < 0.5
    rand_ent = torch.randint(0, n_entities, (len(batch),), generator=generator)
    neg[swap_head, 0] = rand_ent[swap_head]
    neg[~swap_head, 2] = rand_ent[~swap_head]
    return neg


def batches(triples, batch_size, generator=None):
    perm = torch.randperm(len(triples), generator=generator)
    for i in range(0, len(triples), batch_size):
        yield triples[perm[i:i + batch_size]]
