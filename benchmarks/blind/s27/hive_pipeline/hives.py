"""Synthetic apiary telemetry: 6 sensor summaries per hive-day, some readings lost."""
import torch

SENSORS = ("weight_kg", "brood_temp", "humidity", "hum_energy", "flight_count", "co2_ppm")


def apiary(n_days, generator):
    base = torch.randn(n_days, 3, generator=generator)
    mixing = torch.tensor([[1.0, 0.2, 0.0], [0.3, 1.0, 0.1], [0.0, -0.4, 0.9],
                           [0.8, 0.6, 0.0], [0.5, 0.0, 0.7], [0.0, 0.9, 0.4]])
    clean = base @ mixing.T + 0.1 * torch.randn(n_days, len(SENSORS), generator=generator)
    # swarming: a hot, loud brood nest with a stalled weight gain
    score = 1.4 * clean[:, 3] + 0.9 * clean[:, 1] - 0.8 * clean[:, 0]
    swarm = (score + 0.3 * torch.randn(n_days, generator=generator) > 0.8).float()
    observed = (torch.rand(n_days, len(SENSORS), generator=generator) > 0.3).float()
    return clean, observed, swarm


def days(clean, observed, swarm, size, generator):
    order = torch.randperm(len(swarm), generator=generator)
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield {"reading": clean[idx] * observed[idx], "observed": observed[idx],
               "clean": clean[idx], "swarm": swarm[idx]}
