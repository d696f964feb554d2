import torch

PUMP_STEP = 0.5       # mg/kg/h, smallest rate change the syringe driver accepts
PUMP_RANGE = (0.0, 20.0)


def deliverable(rate):
    """The rate the pump will actually run for a requested rate."""
    lo, hi = PUMP_RANGE
    return torch.round(rate.clamp(lo, hi) / PUMP_STEP) * PUMP_STEP
