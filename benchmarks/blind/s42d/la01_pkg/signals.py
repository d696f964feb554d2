"""Synthetic MFL scans: axial / radial / circumferential channels around one anomaly."""
import torch

DEFECT_TYPES = ("general", "pitting", "axial_groove", "girth_weld")


def _bump(pos, centre, width):
    return torch.exp(-0.5 * ((pos - centre) / width) ** 2)


def make_scans(n, length=64, gen=None):
    pos = torch.linspace(-1.0, 1.0, length).expand(n, length)
    kind = torch.randint(0, len(DEFECT_TYPES), (n,), generator=gen)
    depth = torch.rand(n, 1, generator=gen) * 0.7 + 0.05       # fraction of wall lost
    extent = torch.rand(n, 1, generator=gen) * 0.25 + 0.05     # axial length, normalised
    speed = torch.rand(n, 1, generator=gen) * 0.6 + 0.7        # pig velocity, m/s
    centre = (torch.rand(n, 1, generator=gen) - 0.5) * 0.4

    width = extent.clone()
    width[kind == 1] *= 0.3                    # pits are short
    width[kind == 2] *= 1.8                    # grooves run along the pipe
    peak = _bump(pos, centre, width)
    axial = depth * peak * (1.0 + 0.15 * (speed - 1.0))
    radial = -depth * (pos - centre) / width * peak
    circ = torch.zeros_like(pos)
    circ[kind == 2] = 0.8 * axial[kind == 2]
    weld = _bump(pos, centre - 0.1, 0.03) + _bump(pos, centre + 0.1, 0.03)
    circ[kind == 3] = 0.5 * weld[kind == 3]
    axial[kind == 3] += 0.3 * weld[kind == 3]

    scans = torch.stack([axial, radial, circ], dim=1)
    scans += 0.03 * torch.randn(scans.shape, generator=gen)
    targets = {
        "depth": depth.squeeze(1),
        "kind": kind,
        "extent": extent.squeeze(1),
    }
    return scans, targets


def batches(scans, targets, batch_size, gen):
    order = torch.randperm(scans.shape[0], generator=gen)
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        yield scans[idx], {k: v[idx] for k, v in targets.items()}
