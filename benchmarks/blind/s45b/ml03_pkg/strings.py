import torch

# base tuning of the 11 sympathetic strings, as a fraction of the sweep band
BASE_TUNING = torch.linspace(0.08, 0.92, 11)


def response(freq, tuning, damping, gains):
    """Sum of Lorentzian peaks, one per sympathetic string."""
    d = freq - tuning.unsqueeze(0)
    return (gains.unsqueeze(0) * damping ** 2 / (d ** 2 + damping ** 2)).sum(-1, keepdim=True)


def sitar_tasks(seed, shots, queries):
    """Generator of tasks; every task is one instrument with its own tuning and damping."""
    gen = torch.Generator().manual_seed(seed)
    while True:
        shift = 0.04 * torch.randn(1, generator=gen)
        tuning = BASE_TUNING + shift + 0.01 * torch.randn(11, generator=gen)
        damping = 0.02 + 0.02 * torch.rand(1, generator=gen)
        gains = 0.5 + torch.rand(11, generator=gen)
        freq = torch.rand(shots + queries, 1, generator=gen)
        amp = response(freq, tuning, damping, gains)
        x = 2.0 * freq - 1.0
        yield {"support": (x[:shots], amp[:shots]), "query": (x[shots:], amp[shots:])}
