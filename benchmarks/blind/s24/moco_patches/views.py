import math

import torch

N_CLASSES = 6
SIZE = 12


def texture_bank(n_per_class):
    """Oriented gratings of six orientation/frequency combinations."""
    yy, xx = torch.meshgrid(torch.arange(SIZE).float(), torch.arange(SIZE).float(), indexing="ij")
    images, labels = [], []
    for label in range(N_CLASSES):
        angle = math.pi * (label % 3) / 6
        freq = 0.8 if label < 3 else 1.1
        for _ in range(n_per_class):
            phase = 2 * math.pi * torch.rand(())
            a = angle + 0.2 * torch.randn(())
            wave = torch.sin(freq * (xx * torch.cos(a) + yy * torch.sin(a)) + phase)
            images.append(wave + 0.9 * torch.randn(SIZE, SIZE))
            labels.append(label)
    return torch.stack(images).unsqueeze(1), torch.tensor(labels)


def augment(images):
    """Random shift, flip-free contrast jitter and noise: a positive view of each image."""
    shifts = torch.randint(-2, 3, (2,))
    out = torch.roll(images, shifts=(int(shifts[0]), int(shifts[1])), dims=(2, 3))
    gain = 0.7 + 0.6 * torch.rand(images.size(0), 1, 1, 1)
    return gain * out + 0.2 * torch.randn_like(out)


def two_views(images, batch_size):
    order = torch.randperm(images.size(0))
    for start in range(0, images.size(0) - batch_size + 1, batch_size):
        batch = images[order[start:start + batch_size]]
        yield augment(batch), augment(batch)
