import torch

PATCH_DIM = 16
MAX_PATCHES = 32


def tumour_signature(generator, strength=2.5):
    direction = torch.randn(PATCH_DIM, generator=generator)
    return strength * direction / direction.norm()


def make_bags(count, signature, generator):
    """Each bag is a slide: 8-32 patch embeddings; a positive slide holds 1-4 tumour patches."""
    bags, labels = [], []
    for _ in range(count):
        size = int(torch.randint(8, MAX_PATCHES + 1, (1,), generator=generator))
        patches = torch.randn(size, PATCH_DIM, generator=generator)
        positive = bool(torch.rand(1, generator=generator) < 0.5)
        if positive:
            hits = int(torch.randint(1, 5, (1,), generator=generator))
            where = torch.randperm(size, generator=generator)[:hits]
            patches[where] += signature
        bags.append(patches)
        labels.append(float(positive))
    return bags, torch.tensor(labels)


def padded(bags):
    """Stack bags into [B, MAX_PATCHES, D] with a boolean mask of real patches."""
    block = torch.zeros(len(bags), MAX_PATCHES, PATCH_DIM)
    mask = torch.zeros(len(bags), MAX_PATCHES, dtype=torch.bool)
    for i, patches in enumerate(bags):
        block[i, : len(patches)] = patches
        mask[i, : len(patches)] = True
    return block, mask


def slide_batches(bags, labels, size, generator):
    order = torch.randperm(len(bags), generator=generator).tolist()
    for i in range(0, len(order), size):
        picked = order[i:i + size]
        block, mask = padded([bags[j] for j in picked])
        yield block, mask, labels[picked]
