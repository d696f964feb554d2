import torch

from .soundings import glider_sink

VARIO_RANGE = (-10.0, 10.0)


@torch.no_grad()
def to_vario(lift, airspeed_kmh):
    """Turn an air-mass lift estimate into what the pilot's variometer would show."""
    return (lift - glider_sink(airspeed_kmh)).clamp(*VARIO_RANGE)
