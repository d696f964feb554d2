import torch

FAULTS = ("healthy", "worn_rollers", "rope_slip", "door_misalign", "brake_drag")
FEATURES = ("vib_rms_x", "vib_rms_y", "vib_rms_z", "vib_peak_hz", "jerk_start", "jerk_stop",
            "motor_current_a", "current_ripple", "leveling_error_mm", "door_time_s",
            "rope_tension_var", "brake_release_ms")


def rides(n, seed):
    gen = torch.Generator().manual_seed(seed)
    signature = torch.randn(len(FAULTS), len(FEATURES),
                            generator=torch.Generator().manual_seed(99)) * 0.9
    fault = torch.randint(len(FAULTS), (n,), generator=gen)
    x = signature[fault] + torch.randn(n, len(FEATURES), generator=gen)
    return x, fault


def drifted(x, scale, seed):
    """Field sensors lose calibration: per-feature gain and offset errors."""
    gen = torch.Generator().manual_seed(seed)
    gain = 1 + scale * torch.randn(x.shape[1], generator=gen)
    offset = scale * torch.randn(x.shape[1], generator=gen)
    return x * gain + offset


def minibatches(x, y, size, seed):
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order) - size + 1, size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
