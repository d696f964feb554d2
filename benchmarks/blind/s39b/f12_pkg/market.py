import torch


def simulate_returns(cfg, gen):
    """Daily log returns from a two-regime factor model (calm / stressed)."""
    n, d = cfg.n_days, cfg.n_assets
    beta = 0.5 + torch.rand(d, generator=gen)
    drift = 0.0004 * torch.randn(d, generator=gen)
    regime = torch.zeros(n)
    state = 0
    for t in range(n):
        if torch.rand(1, generator=gen).item() < (0.02 if state == 0 else 0.08):
            state = 1 - state
        regime[t] = state
    vol_f = torch.where(regime.bool(), torch.tensor(0.025), torch.tensor(0.008))
    factor = vol_f * torch.randn(n, generator=gen) - 0.002 * regime
    idio = 0.01 * torch.randn(n, d, generator=gen)
    momentum = torch.zeros(n, d)
    for t in range(1, n):
        momentum[t] = 0.1 * (factor[t - 1] * beta + idio[t - 1])
    return drift + factor[:, None] * beta + idio + momentum


def features(returns, lookback):
    """Rolling mean and volatility over the lookback, plus yesterday's return. (T, 3*d)."""
    windows = returns.unfold(0, lookback, 1)                       # (T-lb+1, d, lb)
    mean, vol = windows.mean(-1), windows.std(-1)
    last = returns[lookback - 1:]
    feats = torch.cat([mean * 100, vol * 100, last * 100], dim=-1)
    # features at day t predict the return of day t+1
    return feats[:-1], returns[lookback:]
