import torch

FOLDS = ["dart", "glider", "stunt"]
FLIGHTS = ["nosedive", "short", "long", "loop"]


def airplane_throws(n, rng):
    fold = torch.randint(0, 3, (n,), generator=rng)
    span = torch.tensor([12.0, 22.0, 16.0])[fold] + 2.0 * torch.randn(n, generator=rng)
    clip = (torch.rand(n, generator=rng) < 0.5).float()                    # paper clip on the nose
    dihedral = torch.tensor([5.0, 10.0, 0.0])[fold] + 3.0 * torch.randn(n, generator=rng)
    speed = 3.0 + 3.0 * torch.rand(n, generator=rng)
    elevator = torch.tensor([0.0, 2.0, 8.0])[fold] + 2.0 * torch.randn(n, generator=rng)
    lift = 0.04 * span * speed * (1 + 0.02 * dihedral) - 1.5 * clip
    distance = (0.6 * lift * speed + 0.5 * torch.randn(n, generator=rng)).clamp_min(0.2)
    flight = torch.where(elevator > 6.0, 3, torch.where(lift < 0.3, 0, torch.where(distance < 4.0, 1, 2)))
    x = torch.stack([(span - 16) / 5, clip - 0.5, dihedral / 6, (speed - 4.5) / 1.5,
                     elevator / 5, torch.randn(n, generator=rng)], dim=1)
    return x, fold, flight, distance


def iterate(tensors, batch, rng):
    order = torch.randperm(tensors[0].shape[0], generator=rng)
    for idx in order.split(batch):
        yield tuple(t[idx] for t in tensors)
