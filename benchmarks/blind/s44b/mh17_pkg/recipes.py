"""Synthetic ice-cream recipes: a padded list of ingredient ids -> flavour family."""
import torch

FAMILIES = ["fruity", "nutty", "chocolate", "caramel", "herbal_floral"]
PAD = 0
N_INGREDIENTS = 59
MAX_LEN = 9


def recipe_book(n, gen):
    base = torch.arange(1, 9)
    per_family = torch.arange(19, N_INGREDIENTS).view(len(FAMILIES), -1)
    family = torch.randint(len(FAMILIES), (n,), generator=gen)
    ids = torch.full((n, MAX_LEN), PAD, dtype=torch.long)
    lengths = torch.randint(4, MAX_LEN + 1, (n,), generator=gen)
    for i in range(n):
        k = int(lengths[i])
        n_sig = int(torch.randint(1, 3, (1,), generator=gen))
        sig = per_family[family[i]][torch.randperm(per_family.shape[1], generator=gen)[:n_sig]]
        other = torch.randint(9, 19, (k - n_sig - 2,), generator=gen)
        common = base[torch.randperm(len(base), generator=gen)[:2]]
        ids[i, :k] = torch.cat([sig, common, other])[torch.randperm(k, generator=gen)]
    mislabelled = torch.rand(n, generator=gen) < 0.08
    family = torch.where(mislabelled, torch.randint(len(FAMILIES), (n,), generator=gen), family)
    return ids, family


def batches(ids, labels, size, gen):
    perm = torch.randperm(len(labels), generator=gen)
    for i in range(0, len(labels), size):
        j = perm[i:i + size]
        yield ids[j], labels[j]
