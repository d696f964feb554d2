import torch
from torch.utils.data import DataLoader, TensorDataset

N_THEMES = 6  # heist, asylum, pharaoh, submarine, wizard, lab


def simulate_bookings(n=16000, seed=0):
    g = torch.Generator().manual_seed(seed)
    team = torch.randint(2, 9, (n,), generator=g).float()
    prior_rooms = torch.poisson(torch.full((n,), 3.0), generator=g)
    difficulty = torch.randint(1, 6, (n,), generator=g).float()
    hints = torch.poisson(0.6 * difficulty, generator=g)
    same_language = (torch.rand(n, generator=g) < 0.85).float()
    evening = (torch.rand(n, generator=g) < 0.5).float()
    corporate = (torch.rand(n, generator=g) < 0.2).float()
    theme = torch.randint(0, N_THEMES, (n,), generator=g)
    theme_offset = torch.tensor([0.0, 4.0, -2.0, 6.0, 1.0, -3.0])[theme]
    minutes = (34 + 5.5 * difficulty - 2.2 * torch.log1p(prior_rooms) * 3 + 0.9 * (team - 4.5) ** 2
               - 1.5 * hints + 6 * (1 - same_language) + 2.5 * evening + 3.0 * corporate + theme_offset)
    minutes = (minutes + 4.0 * torch.randn(n, generator=g)).clamp(15, 60)
    numeric = torch.stack([team, prior_rooms, difficulty, hints, same_language, evening, corporate], 1)
    numeric = (numeric - numeric.mean(0)) / numeric.std(0)
    return numeric, theme, minutes.unsqueeze(1)


def loaders(batch_size):
    numeric, theme, minutes = simulate_bookings()
    split = int(0.85 * len(minutes))
    train = TensorDataset(numeric[:split], theme[:split], minutes[:split])
    val = TensorDataset(numeric[split:], theme[split:], minutes[split:])
    return (DataLoader(train, batch_size=batch_size, shuffle=True, drop_last=True),
            DataLoader(val, batch_size=1024))
