"""Table-tennis ball tracking: 16 features from the stereo rig per stroke
(speed, bounce angle in/out, curvature of the flight, height over the net,
spin-induced Magnus drift...). Classes are the spin the umpire cam labelled."""
import torch

SPINS = ["topspin", "backspin", "sidespin", "no_spin", "corkscrew"]
N_FEAT = 16


def make_strokes(n, n_classes=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(len(SPINS), N_FEAT, generator=torch.Generator().manual_seed(99)) * 1.1
    mix = torch.randn(N_FEAT, N_FEAT, generator=torch.Generator().manual_seed(98)) / N_FEAT ** 0.5
    y = torch.randint(0, n_classes, (n,), generator=g)
    z = centers[y] + torch.randn(n, N_FEAT, generator=g)
    x = torch.tanh(z @ mix) * 2 + 0.3 * z        # mildly non-linear sensor response
    return x, y
