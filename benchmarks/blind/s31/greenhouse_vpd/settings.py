"""Layered run settings: library defaults < site profile < command-line style overrides."""
from collections import ChainMap

DEFAULTS = {
    "lookback": 24,
    "reservoir": 96,
    "spectral_radius": 0.9,
    "integration_rate": 0.35,
    "input_scale": 0.6,
    "ridge_alpha": 1e-2,
    "warm_start": True,
    "epochs": 3,
    "batch_size": 64,
    "lr": 3e-4,
}

SITES = {
    "venlo_tomato": {"days": 40, "vent_gain": 0.8, "mist_gain": 0.5},
    "almeria_pepper": {"days": 40, "vent_gain": 1.2, "mist_gain": 0.2},
}


def layered(site, **overrides):
    return ChainMap(dict(overrides), SITES[site], DEFAULTS)


def parse_overrides(pairs):
    out = {}
    for pair in pairs:
        key, _, raw = pair.partition("=")
        for cast in (int, float):
            try:
                out[key] = cast(raw)
                break
            except ValueError:
                continue
        else:
            out[key] = {"true": True, "false": False}.get(raw.lower(), raw)
    return out
