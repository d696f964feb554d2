import torch

HOURS = 12.0


def sample_starter(gen):
    """A starter's personality: lag before it wakes up, rise rate, peak height (x the initial
    volume) and how fast it collapses once the gluten gives up."""
    lag = 1.0 + 3.0 * torch.rand((), generator=gen)
    rate = 0.8 + 1.6 * torch.rand((), generator=gen)
    peak = 1.5 + 1.5 * torch.rand((), generator=gen)
    collapse = 0.05 + 0.25 * torch.rand((), generator=gen)
    return lag, rate, peak, collapse


def rise_curve(starter, hours):
    lag, rate, peak, collapse = starter
    grow = (peak - 1.0) * torch.sigmoid(rate * (hours - lag - 2.0))
    t_peak = lag + 2.0 + 3.0 / rate
    fall = collapse * torch.relu(hours - t_peak) ** 1.2
    return 1.0 + grow - fall


def _scale(hours):
    return (hours / HOURS * 2.0 - 1.0).unsqueeze(1)


def sample_task(gen, k_support, k_query):
    """Support: a few jar readings; query: readings at other times of the same feeding."""
    starter = sample_starter(gen)
    hs = HOURS * torch.rand(k_support, generator=gen)
    hq = HOURS * torch.rand(k_query, generator=gen)
    ys = rise_curve(starter, hs) + 0.03 * torch.randn(k_support, generator=gen)
    yq = rise_curve(starter, hq) + 0.03 * torch.randn(k_query, generator=gen)
    return (_scale(hs), ys.unsqueeze(1)), (_scale(hq), yq.unsqueeze(1))


def full_day(starter, n=49):
    hours = torch.linspace(0, HOURS, n)
    return hours, _scale(hours), rise_curve(starter, hours).unsqueeze(1)
