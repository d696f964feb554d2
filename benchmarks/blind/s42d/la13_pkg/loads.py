import torch

FABRICS = ("cotton", "synthetic", "wool", "denim", "towels")
ABSORB = torch.tensor([1.0, 0.45, 1.2, 1.1, 1.5])


def dryer_cycles(n, gen, seq=12):
    fabric = torch.randint(0, len(FABRICS), (n,), generator=gen)
    load_kg = 1 + 7 * torch.rand(n, generator=gen)
    spin_rpm = 800 + 800 * torch.rand(n, generator=gen)
    cycles_since_clean = torch.randint(0, 15, (n,), generator=gen).float()
    room_t = 12 + 14 * torch.rand(n, generator=gen)

    start_moist = ABSORB[fabric] * (0.9 - spin_rpm / 3000) * 100          # % of dry weight
    airflow = 1.0 - 0.04 * cycles_since_clean
    rate = 2.2 * airflow / (load_kg ** 0.5) * (1 + 0.01 * (room_t - 20))
    minutes = torch.arange(seq).float() * 5
    moist = torch.relu(start_moist[:, None] - rate[:, None] * minutes * (1 + 0.1 * ABSORB[fabric][:, None]))
    hum = (moist / 100 + 0.05 * torch.randn(n, seq, generator=gen)).clamp(min=0)
    exhaust_t = 35 + 20 * (1 - hum) - 6 * (1 - airflow[:, None]) + 0.5 * torch.randn(n, seq, generator=gen)
    sensors = torch.stack([hum, exhaust_t / 50, airflow[:, None].expand(n, seq)
                           + 0.02 * torch.randn(n, seq, generator=gen)], 2)

    residual = moist[:, -1]
    remaining = (moist[:, -1] / rate).clamp(max=120)
    clogged = (cycles_since_clean > 9).float()
    static = torch.stack([load_kg / 8, spin_rpm / 1600, (room_t - 19) / 7], 1)
    onehot = torch.nn.functional.one_hot(fabric, len(FABRICS)).float()
    targets = {"moisture": residual / 20, "remaining": remaining / 60, "clog": clogged}
    return sensors, torch.cat([static, onehot], 1), targets
