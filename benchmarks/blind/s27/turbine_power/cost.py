"""Day-ahead commitment cost: over-forecasting the power is three times as expensive
(imbalance penalty) as under-forecasting it."""
import numpy as np
import torch

OVER, UNDER = 3.0, 1.0


def commitment_cost_np(forecast, actual):
    err = forecast - actual
    return float(np.mean(np.where(err > 0, OVER * err ** 2, UNDER * err ** 2)))


def commitment_cost(forecast, actual):
    value = commitment_cost_np(forecast.detach().numpy(), actual.numpy())
    return torch.tensor(value, requires_grad=True)
