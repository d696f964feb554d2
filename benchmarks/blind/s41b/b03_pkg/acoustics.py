import torch

N_FREQ = 48
DESCRIPTORS = ("density", "stiffness_L", "arching", "thickness")


def log_freq_axis():
    # 80 Hz .. 3 kHz on a log axis, mapped to [-1, 1] for the response network
    hz = torch.logspace(torch.log10(torch.tensor(80.0)), torch.log10(torch.tensor(3000.0)), N_FREQ)
    u = torch.log(hz / 80.0) / torch.log(torch.tensor(3000.0 / 80.0))
    return hz, (2 * u - 1).unsqueeze(1)


def plate_response(desc, u):
    """Mobility (dB, centred) of a plate with the signature modes 1, 2 and 5 (Chladni modes)."""
    dens, stiff, arch, thick = desc.unbind(dim=1)
    u = u.squeeze(1)
    centres = torch.stack([
        -0.55 + 0.12 * stiff - 0.10 * dens + 0.05 * thick,
        -0.15 + 0.10 * stiff - 0.08 * dens + 0.12 * arch,
        0.35 + 0.08 * stiff - 0.06 * dens + 0.15 * thick,
    ], dim=1)
    widths = torch.stack([0.05 + 0.01 * arch, 0.07 + 0.015 * thick, 0.10 + 0.02 * dens], dim=1).abs() + 0.02
    amps = torch.stack([1.0 + 0.3 * arch, 0.8 - 0.2 * dens, 0.6 + 0.25 * stiff], dim=1)
    peaks = amps.unsqueeze(2) * torch.exp(-0.5 * ((u - centres.unsqueeze(2)) / widths.unsqueeze(2)) ** 2)
    tilt = -0.3 * u.unsqueeze(0) * (1 + 0.2 * thick.unsqueeze(1))
    return peaks.sum(dim=1) + tilt


def make_workshop(n, gen):
    desc = 2 * torch.rand(n, len(DESCRIPTORS), generator=gen) - 1
    _, u = log_freq_axis()
    resp = plate_response(desc, u)
    return desc, resp + 0.02 * torch.randn(resp.shape, generator=gen)
