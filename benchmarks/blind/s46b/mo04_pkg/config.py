class Node(dict):
    """Tiny OmegaConf-like view: attribute access on nested dicts."""

    def __getattr__(self, key):
        try:
            value = self[key]
        except KeyError as err:
            raise AttributeError(key) from err
        return Node(value) if isinstance(value, dict) else value


def load_config():
    return Node({
        "seed": 11,
        "data": {"batch": 48, "n_times": 16, "wavelengths": [430.0, 520.0, 610.0]},
        "vae": {"target": "brew_vae", "params": {"x_dim": 48, "hidden": 64, "z_dim": 4}},
        "prior": {"target": "coupling_prior", "params": {"z_dim": 4, "hidden": 32, "n_layers": 3}},
        "optim": {"vae_lr": 2e-3, "prior_lr": 1e-3},
        "train": {"n_steps": 200, "kl_warmup": 80, "log_every": 50},
    })
