"""Hunting flights of trained falcons, logged by a GPS tag and a back-mounted IMU.

Two views of one flight: GPS summary statistics and accelerometer summary statistics.
Few flights were labelled by the falconer; most were not.
"""
import torch

HUNT_STYLES = ("stoop", "tail_chase", "ringing_flight", "waiting_on")
GPS = ("max_alt_m", "climb_rate", "ground_speed", "turn_rate", "distance_km", "dive_angle")
IMU = ("wingbeat_hz", "g_peak", "glide_share", "roll_var", "pitch_var", "flap_bursts")


def flights(n, seed):
    gen = torch.Generator().manual_seed(seed)
    proto = torch.Generator().manual_seed(2024)
    gps_proto = torch.randn(len(HUNT_STYLES), len(GPS), generator=proto)
    imu_proto = torch.randn(len(HUNT_STYLES), len(IMU), generator=proto)
    style = torch.randint(len(HUNT_STYLES), (n,), generator=gen)
    gps = gps_proto[style] + 1.1 * torch.randn(n, len(GPS), generator=gen)
    imu = imu_proto[style] + 1.1 * torch.randn(n, len(IMU), generator=gen)
    return gps, imu, style


def paired_batches(labelled, unlabelled, size, seed):
    gen = torch.Generator().manual_seed(seed)
    n_lab, n_unl = len(labelled[2]), len(unlabelled[0])
    steps = n_unl // (2 * size)
    for _ in range(steps):
        li = torch.randint(n_lab, (size,), generator=gen)
        ui = torch.randint(n_unl, (2 * size,), generator=gen)
        yield ([part[li] for part in labelled], [part[ui] for part in unlabelled])
