"""Black Forest cuckoo-clock workshop: daily rate error (seconds/day) of a clock after
regulation, from the pendulum setting and the room conditions logged by the buyer."""
import torch


def workshop_log(n, seed=47):
    g = torch.Generator().manual_seed(seed)
    bob_mm = -10 + 20 * torch.rand(n, generator=g)          # bob nut position from nominal
    temp = 12 + 16 * torch.rand(n, generator=g)
    humidity = 0.25 + 0.6 * torch.rand(n, generator=g)
    weight_h = torch.rand(n, generator=g)                   # drive weight height, 0 = run down
    days_wound = 8 * torch.rand(n, generator=g)
    age_years = 40 * torch.rand(n, generator=g)
    tilt_deg = 2 * torch.randn(n, generator=g)
    calls = torch.randint(0, 2, (n,), generator=g).float()  # cuckoo on/off at night
    wood_rod = (torch.rand(n, generator=g) < 0.7).float()
    rate = (-43.2 * bob_mm / 10 + (temp - 20) * (0.4 - 0.3 * wood_rod) + 6 * (humidity - 0.5) * wood_rod
            + 3 * tilt_deg.abs() ** 1.5 - 4 * weight_h * (1 + 0.02 * age_years) + 0.5 * days_wound
            - 2.0 * calls + 1.5 * torch.randn(n, generator=g))
    x = torch.stack([bob_mm / 10, (temp - 20) / 8, humidity, weight_h, days_wound / 8,
                     age_years / 40, tilt_deg / 2, calls, wood_rod], 1)
    return x, rate
