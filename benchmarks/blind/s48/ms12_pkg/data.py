import torch

ROD_ALPHA = torch.tensor([0.82, 0.52, 0.20, 0.05])          # brass, steel, wood, invar (s/day per K)
CIRCULAR = 0.35


def clock_offsets(n_clocks):
    return 2.0 * torch.randn(n_clocks, generator=torch.Generator().manual_seed(1234))


def logbook(n, n_clocks, rng):
    rod_of_clock = torch.arange(n_clocks) % 4
    true_offset = clock_offsets(n_clocks)
    clock = torch.randint(0, n_clocks, (n,), generator=rng)
    temp = 12.0 + 16.0 * torch.rand(n, generator=rng)
    amp = 2.0 + 2.0 * torch.rand(n, generator=rng)                       # swing amplitude, degrees
    humidity = torch.rand(n, generator=rng) - 0.5
    rod = rod_of_clock[clock]
    rate = (true_offset[clock] + ROD_ALPHA[rod] * (temp - 20.0) + CIRCULAR * (amp ** 2 - 9.0)
            + (rod == 2).float() * 1.5 * humidity + 0.2 * torch.randn(n, generator=rng))
    return {"clock": clock, "rod": rod, "temp": temp, "amp": amp, "humidity": humidity}, rate
