"""Synthetic ad impressions with the user's installed-app history as a variable-length bag."""
import numpy as np
import torch

FIELDS = {"os": 3, "country": 15, "ad_category": 20, "publisher": 50, "hour": 24}
N_APPS = 200


def simulate(n, seed):
    rng = np.random.default_rng(seed)
    world = np.random.default_rng(99)
    app_category = world.integers(0, FIELDS["ad_category"], N_APPS)
    publisher_quality = world.normal(0, 0.5, FIELDS["publisher"])
    country_spend = world.normal(0, 0.8, FIELDS["country"])

    cols = {f: rng.integers(0, card, n) for f, card in FIELDS.items()}
    lengths = rng.integers(1, 7, n)
    offsets = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    history = rng.integers(0, N_APPS, lengths.sum())
    same_cat = np.add.reduceat((app_category[history] == np.repeat(cols["ad_category"], lengths)).astype(float), offsets)

    install_logit = (-2.2 + publisher_quality[cols["publisher"]] + 0.9 * same_cat
                     + np.array([0.0, 0.3, -0.5])[cols["os"]])
    installed = rng.random(n) < 1 / (1 + np.exp(-install_logit))
    purchase_logit = -1.0 + country_spend[cols["country"]] + 0.6 * (cols["os"] == 1) + 0.4 * same_cat
    purchased = installed & (rng.random(n) < 1 / (1 + np.exp(-purchase_logit)))
    return {
        "fields": {f: torch.as_tensor(v, dtype=torch.long) for f, v in cols.items()},
        "history": torch.as_tensor(history, dtype=torch.long),
        "lengths": torch.as_tensor(lengths, dtype=torch.long),
        "install": torch.as_tensor(installed, dtype=torch.float32),
        "purchase": torch.as_tensor(purchased, dtype=torch.float32),
    }


def batches(data, batch_size, shuffle=True):
    n = len(data["install"])
    starts = torch.cumsum(data["lengths"], 0) - data["lengths"]
    order = torch.randperm(n) if shuffle else torch.arange(n)
    for s in range(0, n, batch_size):
        rows = order[s:s + batch_size]
        lens = data["lengths"][rows]
        flat = torch.cat([data["history"][starts[r]:starts[r] + data["lengths"][r]] for r in rows.tolist()])
        yield {
            "fields": {f: v[rows] for f, v in data["fields"].items()},
            "history": flat,
            "offsets": torch.cumsum(lens, 0) - lens,
            "install": data["install"][rows],
            "purchase": data["purchase"][rows],
        }
