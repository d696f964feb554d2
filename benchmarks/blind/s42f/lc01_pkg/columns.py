"""Synthetic car-rental quote logs, returned as a dict of numpy columns."""
import numpy as np

N_BRANCHES = 40
CAR_CLASSES = ["mini", "economy", "compact", "intermediate", "fullsize", "suv", "van", "premium"]
CHANNELS = ["web", "app", "partner", "call_centre", "corporate"]

_rng_world = np.random.default_rng(1234)
BRANCH_PULL = _rng_world.normal(0.0, 0.8, N_BRANCHES)
CLASS_PULL = np.array([0.2, 0.5, 0.4, 0.0, -0.3, 0.3, -0.6, -0.9])
CHANNEL_PULL = np.array([0.0, 0.4, -0.5, 0.8, 1.0])
VAN_BRANCHES = [3, 11, 27]


def simulate_quotes(n_rows, seed):
    rng = np.random.default_rng(seed)
    branch = rng.integers(0, N_BRANCHES, n_rows)
    car_class = rng.integers(0, len(CAR_CLASSES), n_rows)
    channel = rng.choice(len(CHANNELS), n_rows, p=[0.35, 0.3, 0.2, 0.05, 0.1])
    lead_days = rng.gamma(2.0, 9.0, n_rows)
    rental_days = rng.integers(1, 15, n_rows).astype(float)
    driver_age = rng.normal(41, 12, n_rows).clip(19, 85)
    weekend = (rng.random(n_rows) < 0.3).astype(int)
    daily_rate = 28 + 9 * car_class + rng.normal(0, 5, n_rows)
    quoted_price = daily_rate * rental_days * (1 + 0.2 * weekend)

    # vans only really sell at a handful of branches: a cross the wide part should catch
    van_hit = np.isin(branch, VAN_BRANCHES) & (car_class == 6)
    logit = (-1.0 + 1.5 * BRANCH_PULL[branch] + 1.5 * CLASS_PULL[car_class] + CHANNEL_PULL[channel]
             - 0.025 * lead_days + 0.04 * (driver_age - 40) / 10
             - 0.02 * (daily_rate - 60) + 2.0 * van_hit)
    booked = (rng.random(n_rows) < 1.0 / (1.0 + np.exp(-logit))).astype(np.float32)
    return {
        "branch": branch, "car_class": car_class, "channel": channel, "weekend": weekend,
        "lead_days": lead_days, "rental_days": rental_days, "driver_age": driver_age,
        "quoted_price": quoted_price, "booked": booked,
    }
