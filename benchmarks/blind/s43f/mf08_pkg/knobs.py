"""Defaults for the umbrella-kiosk demand model; the search overrides some keys."""

DEFAULT_KNOBS = {
    "hidden": 64,
    "embed_dim": 4,
    "lr": 3e-3,
    "rho": 0.05,            # SAM neighbourhood radius
    "weight_decay": 1e-4,
    "epochs": 8,
    "batch_size": 128,
    "min_delta": 1e-3,
    "patience": 3,
}


def resolve(**overrides):
    unknown = set(overrides) - set(DEFAULT_KNOBS)
    if unknown:
        raise KeyError(f"unknown knobs: {sorted(unknown)}")
    return {**DEFAULT_KNOBS, **overrides}
