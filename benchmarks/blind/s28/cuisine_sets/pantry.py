import torch

CUISINES = ("italian", "japanese", "mexican", "indian", "french", "thai")
INGREDIENTS = 150
PAD = INGREDIENTS          # index of the padding slot


def recipes(count, seed=0, max_len=14):
    """Ingredient sets: each cuisine has signature ingredients (a few shared with its
    neighbours) drawn next to common staples (salt, onion, oil, ...)."""
    generator = torch.Generator().manual_seed(seed)
    layout = torch.Generator().manual_seed(99)
    signature = [torch.randperm(INGREDIENTS - 10, generator=layout)[:18] + 10 for _ in CUISINES]
    items = torch.full((count, max_len), PAD)
    labels = torch.randint(0, len(CUISINES), (count,), generator=generator)
    for i, cuisine in enumerate(labels.tolist()):
        size = int(torch.randint(5, max_len + 1, (1,), generator=generator))
        own = signature[cuisine][torch.randperm(18, generator=generator)[: max(2, size // 2)]]
        neighbour = signature[(cuisine + 1) % len(CUISINES)][torch.randperm(18, generator=generator)[:1]]
        staples = torch.randperm(10, generator=generator)[:2]
        other = torch.randint(10, INGREDIENTS, (size,), generator=generator)
        chosen = torch.unique(torch.cat([own, neighbour, staples, other]))[:size]
        items[i, :len(chosen)] = chosen[torch.randperm(len(chosen), generator=generator)]
    return items, labels
