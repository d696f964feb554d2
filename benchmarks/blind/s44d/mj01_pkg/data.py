import torch
from torch.utils.data import DataLoader, TensorDataset

FEATURES = ("snow_temp", "air_temp", "humidity", "grain_mm", "crystal_age_d", "new_snow_frac", "dirt_index")

# effective-temperature cut points of the two wax catalogues (deg C)
LEGACY_CUTS = torch.tensor([-9.0, -3.0])
CURRENT_CUTS = torch.tensor([-14.0, -8.0, -3.5, -0.5])


def sample_conditions(n, generator):
    snow_temp = -24.0 + 25.0 * torch.rand(n, generator=generator)
    air_temp = snow_temp + 3.0 + 4.0 * torch.randn(n, generator=generator)
    humidity = torch.rand(n, generator=generator)
    grain = 0.2 + 1.8 * torch.rand(n, generator=generator) ** 2
    age = 10.0 * torch.rand(n, generator=generator)
    new_snow = torch.rand(n, generator=generator) * (age < 3).float()
    dirt = torch.rand(n, generator=generator) * age / 10.0
    return torch.stack([snow_temp, air_temp, humidity, grain, age, new_snow, dirt], dim=1)


def effective_temperature(x):
    snow_temp, air_temp, humidity, grain, age, new_snow, dirt = x.unbind(dim=1)
    t = 0.7 * snow_temp + 0.3 * air_temp
    t = t + 2.5 * humidity * (air_temp > -2).float()      # wet snow runs warmer
    t = t - 3.0 * new_snow + 1.2 * (grain - 1.0) + 1.5 * dirt
    return t


def wax_family(x, cuts, generator):
    t = effective_temperature(x) + 0.6 * torch.randn(x.shape[0], generator=generator)
    return torch.bucketize(t, cuts)


def make_loaders(n_train, n_val, cuts, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    x = sample_conditions(n_train + n_val, g)
    y = wax_family(x, cuts, g)
    mean, std = x[:n_train].mean(0), x[:n_train].std(0)
    x = (x - mean) / std
    train = TensorDataset(x[:n_train], y[:n_train])
    val = TensorDataset(x[n_train:], y[n_train:])
    shuffle_gen = torch.Generator().manual_seed(seed + 1)
    return (
        DataLoader(train, batch_size=batch_size, shuffle=True, generator=shuffle_gen, drop_last=True),
        DataLoader(val, batch_size=256),
    )
