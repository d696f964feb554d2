"""Starting values taken from the previous season's hatchery report."""

HATCHERY_2023 = {
    "mean_count": 15.0,
    "dispersion": 3.0,
}


def apply_priors(model, priors):
    for name, value in priors.items():
        if not hasattr(type(model), name):
            raise AttributeError(f"{type(model).__name__} has no prior slot {name!r}")
        setattr(model, name, value)
    return model
