import torch

TRACKS = ("St. Moritz", "Altenberg", "Whistler", "Lake Placid", "Sigulda", "Igls")
FEATURES = ("start_time_s", "push_speed_kmh", "crew_mass_kg", "runner_temp_c",
            "ice_temp_c", "air_temp_c", "humidity", "heat", "pilot_rank_log")


def heats(n, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(FEATURES), generator=gen)
    track = torch.randint(len(TRACKS), (n,), generator=gen)
    track_base = torch.tensor([66.0, 55.5, 51.0, 56.5, 50.5, 52.0])[track]
    finish = (track_base + 0.9 * x[:, 0] - 0.35 * x[:, 1] - 0.2 * x[:, 2]
              - 0.15 * x[:, 3] + 0.1 * x[:, 4] ** 2 + 0.12 * x[:, 8]
              + 0.05 * torch.randn(n, generator=gen))
    return x, track, finish


def loader(x, track, finish, size, seed):
    order = torch.randperm(len(finish), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield x[idx], track[idx], finish[idx]
