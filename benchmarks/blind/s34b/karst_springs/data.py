import torch

LAGS = 14


def spring_records(n_springs=16, days=730, seed=0):
    """Two-reservoir karst model: a fast conduit store and a slow matrix store."""
    g = torch.Generator().manual_seed(seed)
    wet = torch.rand(n_springs, days, generator=g) < 0.3
    rain = wet * torch.distributions.Exponential(0.12).sample((n_springs, days))
    k_fast = 0.25 + 0.2 * torch.rand(n_springs, generator=g)
    k_slow = 0.01 + 0.02 * torch.rand(n_springs, generator=g)
    split = 0.3 + 0.4 * torch.rand(n_springs, generator=g)
    fast = torch.zeros(n_springs)
    slow = torch.full((n_springs,), 40.0)
    q = torch.zeros(n_springs, days)
    for t in range(days):
        fast = fast + split * rain[:, t]
        slow = slow + (1 - split) * 0.6 * rain[:, t]
        out_fast, out_slow = k_fast * fast, k_slow * slow
        fast, slow = fast - out_fast, slow - out_slow
        q[:, t] = out_fast + out_slow + 0.05
    q = q * (1.0 + 0.03 * torch.randn(n_springs, days, generator=g))
    return rain, q.clamp(min=0.01)


def windows(rain, q, start, stop):
    """One-step training pairs: past LAGS days of log-discharge and rain, plus tomorrow's rain."""
    xs, ys = [], []
    for t in range(max(start, LAGS), stop):
        past_q = torch.log(q[:, t - LAGS:t])
        past_r = rain[:, t - LAGS:t + 1] / 10.0
        xs.append(torch.cat([past_q, past_r], dim=1))
        ys.append(torch.log(q[:, t]))
    return torch.cat(xs), torch.cat(ys).unsqueeze(1)
