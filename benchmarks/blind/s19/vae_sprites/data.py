import torch


def sprite_batch(batch_size, size=12, generator=None):
    """Binary images of filled squares at random positions and sizes."""
    imgs = torch.zeros(batch_size, 1, size, size)
    for i in range(batch_size):
        s = int(torch.randint(3, 7, (1,), generator=generator))
        r, c = torch.randint(0, size - s, (2,), generator=generator).tolist()
        imgs[i, 0, r:r + s, c:c + s] = 1.0
    return imgs


def loader(num_batches, batch_size, seed=0):
    gen = torch.Generator().manual_seed(seed)
    return [sprite_batch(batch_size, generator=gen) for _ in range(num_batches)]
