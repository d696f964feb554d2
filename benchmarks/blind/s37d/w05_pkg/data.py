import torch


def make_kg(num_entities, num_relations, num_triples, seed=0):
    """Random knowledge graph where relation r maps entity e to (e * (r + 2) + r) mod N."""
    g = torch.Generator().manual_seed(seed)
    heads = torch.randint(0, num_entities, (num_triples,), generator=g)
    rels = torch.randint(0, num_relations, (num_triples,), generator=g)
    tails = (heads * (rels + 2) + rels) % num_entities
    triples = torch.stack([heads, rels, tails], dim=1)
    perm = torch.randperm(num_triples, generator=g)
    n_test = num_triples // 10
    return triples[perm[n_test:]], triples[perm[:n_test]]


def corrupt(batch, num_entities):
    """Replace head or tail with a random entity (uniform 'unif' sampling from the paper)."""
    neg = batch.clone()
    mask = torch.rand(batch.size(0)) < 0.5
    rand_ent = torch.randint(0, num_entities, (batch.size(0),))
    neg[mask, 0] = rand_ent[mask]
    neg[~mask, 2] = rand_ent[~mask]
    return neg


def iterate(triples, batch_size, shuffle=True):
    idx = torch.randperm(len(triples)) if shuffle else torch.arange(len(triples))
    for i in range(0, len(triples), batch_size):
        yield triples[idx[i:i + batch_size]]
