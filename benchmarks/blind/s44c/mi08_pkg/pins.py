import torch

N_PINS = 5


def bench_attempts(n, seed=0):
    """Free inputs: 5 pin heights (0-9 cut depths), spring stiffness, security pins,
    keyway paracentricity. Monotone inputs: picker skill, torque control score."""
    g = torch.Generator().manual_seed(seed)
    pins = torch.randint(0, 10, (n, N_PINS), generator=g).float()
    spring = 0.5 + torch.rand(n, 1, generator=g)
    spools = torch.randint(0, 4, (n, 1), generator=g).float()
    warding = torch.rand(n, 1, generator=g)
    skill = torch.rand(n, 1, generator=g)
    torque = torch.rand(n, 1, generator=g)

    bitting_var = pins.std(1, keepdim=True) / 4.0
    difficulty = 1.2 * bitting_var + 0.6 * spools + 1.5 * warding + 0.8 * (spring - 1).abs()
    logit = 3.0 * skill + 2.0 * torque - difficulty + 0.4 * torch.randn(n, 1, generator=g)
    opened = (logit > 0.5).float()
    free = torch.cat([pins / 9.0, spring, spools / 3.0, warding], 1)
    mono = torch.cat([skill, torque], 1)
    return free, mono, opened
