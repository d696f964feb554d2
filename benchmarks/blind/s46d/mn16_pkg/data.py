import torch

PULSES = ("compression", "transverse", "standing", "fixed-end-echo")


def slinky_markers(n, n_coils, n_frames, gen):
    """Displacement of painted coils of a slinky stretched along a hallway floor.

    Waves travel at c ~ L sqrt(k/m); compression pulses move coils along the axis, transverse
    ones sideways (smaller c on the floor because of friction); a standing wave oscillates in
    place; a pulse hitting a fixed end comes back inverted.
    """
    kind = torch.randint(0, len(PULSES), (n,), generator=gen)
    z = torch.linspace(0, 1, n_coils)[None, None]
    t = torch.linspace(0, 1, n_frames)[None, :, None]
    c = torch.tensor([1.2, 0.7, 1.0, 1.0])[kind][:, None, None] * (0.8 + 0.4 * torch.rand(n, 1, 1, generator=gen))
    width = 0.08
    travel = torch.exp(-((z - c * t) / width) ** 2)
    echo = torch.exp(-((z - (2 - c * t)) / width) ** 2)
    standing = torch.sin(torch.pi * 2 * z) * torch.cos(2 * torch.pi * 3 * t)
    w = torch.zeros(n, 4)
    w[torch.arange(n), kind] = 1
    disp = (w[:, 0, None, None] * travel + w[:, 1, None, None] * 0.8 * travel
            + w[:, 2, None, None] * 0.5 * standing + w[:, 3, None, None] * (travel - echo))
    axis = torch.where(kind == 0, 1.0, 0.0)[:, None, None]
    obs = torch.stack([disp * axis, disp * (1 - axis)], 1)
    obs = obs + 0.05 * torch.randn(obs.shape, generator=gen)
    return obs.flatten(1), kind


def iterate(x, y, bs, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0], bs):
        yield x[perm[i:i + bs]], y[perm[i:i + bs]]
