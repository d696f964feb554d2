import torch

STATES = ("in-phase", "anti-phase", "drifting")


def metronome_board(n, length, gen, n_metro=3):
    """Relative phases of a few metronomes standing on a board resting on two soda cans.

    Kuramoto-style toy: coupling through the board pulls phases together (in-phase), a heavy
    board favours anti-phase locking, weak coupling leaves them drifting. Features are the
    cosines of the pairwise phase differences over time, flattened.
    """
    state = torch.randint(0, len(STATES), (n,), generator=gen)
    omega = 2 * torch.pi * (2.0 + 0.05 * torch.randn(n, n_metro, generator=gen))
    theta = 2 * torch.pi * torch.rand(n, n_metro, generator=gen)
    k = torch.tensor([1.5, -1.2, 0.05])[state][:, None]
    dt, feats = 0.02, []
    for _ in range(length):
        diff = theta[:, None, :] - theta[:, :, None]
        theta = theta + dt * (omega + k * torch.sin(diff).mean(2))
        c = torch.cos(theta[:, [0, 0, 1]] - theta[:, [1, 2, 2]])
        feats.append(c)
    x = torch.stack(feats, 1).flatten(1)
    return x + 0.05 * torch.randn(x.shape, generator=gen), state


def batches(x, y, bs, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, len(perm), bs):
        j = perm[i:i + bs]
        yield x[j], y[j]
