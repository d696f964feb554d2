"""Synthetic listings and saved-search slates with graded outcomes (0 none, 1 save, 2 contact, 3 viewing)."""
import numpy as np
import torch

N_DISTRICTS = 12
SLATE = 20


class Market:
    def __init__(self, n_listings, seed=0):
        rng = np.random.default_rng(seed)
        self.n_listings = n_listings
        self.district = rng.integers(0, N_DISTRICTS, n_listings)
        self.rooms = rng.integers(1, 6, n_listings)
        self.sqm = 22 * self.rooms + rng.normal(10, 8, n_listings)
        self.price = self.sqm * (3.0 + 0.25 * self.district) * rng.lognormal(0, 0.12, n_listings)
        self.appeal = rng.normal(0, 1.0, n_listings)      # photos, light, agent: only visible through the id

    def add_listings(self, n_new, seed):
        grown = Market(self.n_listings + n_new, seed)
        for field in ("district", "rooms", "sqm", "price", "appeal"):
            getattr(grown, field)[: self.n_listings] = getattr(self, field)
        return grown

    def listing_features(self, ids):
        f = np.stack([self.rooms[ids] / 5.0, np.log(self.sqm[ids].clip(15)) - 4.0,
                      np.log(self.price[ids]) - 5.5], axis=-1)
        return torch.as_tensor(f, dtype=torch.float32)


def sample_slates(market, n_queries, seed, id_range=None):
    rng = np.random.default_rng(seed)
    lo, hi = id_range if id_range is not None else (0, market.n_listings)
    budget = rng.lognormal(5.7, 0.35, n_queries)
    want_rooms = rng.integers(1, 6, n_queries)
    fav_district = rng.integers(0, N_DISTRICTS, n_queries)
    ids = rng.integers(lo, hi, (n_queries, SLATE))
    ids[:, : SLATE // 4] = rng.integers(0, market.n_listings, (n_queries, SLATE // 4))

    over_budget = np.maximum(0, market.price[ids] / budget[:, None] - 1.0)
    utility = (1.3 * market.appeal[ids] - 0.8 * np.abs(market.rooms[ids] - want_rooms[:, None])
               + 1.0 * (market.district[ids] == fav_district[:, None]) - 4.0 * over_budget
               + rng.gumbel(0, 0.6, ids.shape))
    grades = np.digitize(utility, [0.2, 1.0, 1.8])

    query = np.stack([np.log(budget) - 5.7, want_rooms / 5.0], axis=1)
    return {
        "query": torch.as_tensor(query, dtype=torch.float32),
        "fav_district": torch.as_tensor(fav_district, dtype=torch.long),
        "ids": torch.as_tensor(ids, dtype=torch.long),
        "listing_x": market.listing_features(ids),
        "district": torch.as_tensor(market.district[ids], dtype=torch.long),
        "grades": torch.as_tensor(grades, dtype=torch.float32),
    }
