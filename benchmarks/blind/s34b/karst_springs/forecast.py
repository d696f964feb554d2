import torch

from .data import LAGS


def recursive_forecast(model, log_q_hist, rain, horizon):
    """Feed each day's prediction back in as the newest discharge value."""
    log_q = log_q_hist.clone()
    preds = []
    for h in range(horizon):
        past_r = rain[:, h:h + LAGS + 1] / 10.0
        x = torch.cat([log_q[:, -LAGS:], past_r], dim=1)
        nxt = model(x)
        preds.append(nxt)
        log_q = torch.cat([log_q[:, 1:], nxt], dim=1)
    return torch.cat(preds, dim=1)


def nse(sim, obs):
    """Nash-Sutcliffe efficiency per horizon day, pooled over springs."""
    return 1.0 - ((sim - obs) ** 2).sum(0) / ((obs - obs.mean(0)) ** 2).sum(0)
