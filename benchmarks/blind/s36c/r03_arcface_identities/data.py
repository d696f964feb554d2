import torch


def make_identities(num_ids, per_id, size, generator):
    """Each identity is a fixed random template; samples are shifted, noisy copies of it."""
    templates = torch.randn(num_ids, 1, size, size, generator=generator)
    templates = torch.nn.functional.avg_pool2d(templates, 3, stride=1, padding=1)
    images, labels = [], []
    for ident in range(num_ids):
        for _ in range(per_id):
            dx, dy = torch.randint(-2, 3, (2,), generator=generator).tolist()
            img = torch.roll(templates[ident], shifts=(dx, dy), dims=(1, 2))
            img = img * (0.8 + 0.4 * torch.rand(1, generator=generator))
            images.append(img + 0.3 * torch.randn(img.shape, generator=generator))
            labels.append(ident)
    return torch.stack(images), torch.tensor(labels)


def loader(images, labels, batch_size, generator):
    perm = torch.randperm(len(images), generator=generator)
    for i in range(0, len(perm), batch_size):
        idx = perm[i:i + batch_size]
        yield images[idx], labels[idx]
