import torch

from .data import LAGS
from .forecast import nse, recursive_forecast


def validate(model, rain, q, start, stop, horizon=7):
    model.eval()
    sims, obs = [], []
    for t0 in range(start, stop - horizon, 5):
        hist = torch.log(q[:, t0 - LAGS:t0])
        r = rain[:, t0 - LAGS:t0 + horizon]
        sims.append(torch.exp(recursive_forecast(model, hist, r, horizon)))
        obs.append(q[:, t0:t0 + horizon])
    model.train()
    score = nse(torch.cat(sims), torch.cat(obs))
    return score[0].item(), score[-1].item()
