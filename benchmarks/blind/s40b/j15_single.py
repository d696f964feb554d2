"""3-D printer hot-end thermal model: predict nozzle temperature from heater PWM and part fan.

A grey-box lumped model (heater gain, loss to ambient, fan cooling) plus a small residual MLP,
all as raw tensors in a params dict. The best parameters are snapshotted to host (NumPy) so a
later firmware-tuning script can read them, like `jax.device_get(params)`.
"""
import math
from typing import Dict

import numpy as np
import torch

T_AMB = 25.0
DT = 0.5
Params = Dict[str, torch.Tensor]


def print_job_log(n_jobs: int, n_steps: int, seed: int):
    g = torch.Generator().manual_seed(seed)
    pwm = torch.zeros(n_jobs, n_steps)
    fan = torch.zeros(n_jobs, n_steps)
    temp = torch.zeros(n_jobs, n_steps + 1)
    temp[:, 0] = T_AMB + 5 * torch.rand(n_jobs, generator=g)
    for t in range(n_steps):
        setpoint = 210.0 if t > 10 else 150.0
        err = setpoint - temp[:, t]
        pwm[:, t] = (0.02 * err + 0.3).clamp(0, 1)
        fan[:, t] = ((t // 40) % 2) * (0.5 + 0.5 * torch.rand(n_jobs, generator=g))
        heat = 2.8 * pwm[:, t] ** 1.1
        loss = 0.012 * (temp[:, t] - T_AMB) * (1 + 0.6 * fan[:, t])
        temp[:, t + 1] = temp[:, t] + DT * (heat - loss) + 0.2 * torch.randn(n_jobs, generator=g)
    return pwm, fan, temp


def init_params(hidden: int = 16, seed: int = 0) -> Params:
    g = torch.Generator().manual_seed(seed)
    return {
        "log_gain": torch.tensor(math.log(2.0), requires_grad=True),
        "log_loss": torch.tensor(math.log(0.01), requires_grad=True),
        "log_fan": torch.tensor(math.log(0.3), requires_grad=True),
        "w1": (0.1 * torch.randn(3, hidden, generator=g)).requires_grad_(),
        "w2": torch.zeros(hidden, 1, requires_grad=True),
    }


def derivative(p: Params, temp, pwm, fan):
    gain, loss, fan_k = p["log_gain"].exp(), p["log_loss"].exp(), p["log_fan"].exp()
    physics = gain * pwm - loss * (temp - T_AMB) * (1 + fan_k * fan)
    feats = torch.stack([(temp - 150) / 60, pwm, fan], dim=-1)
    return physics + (torch.tanh(feats @ p["w1"]) @ p["w2"]).squeeze(-1)


def rollout(p: Params, temp0, pwm, fan, horizon: int):
    temps, temp = [], temp0
    for k in range(horizon):
        temp = temp + DT * derivative(p, temp, pwm[:, k], fan[:, k])
        temps.append(temp)
    return torch.stack(temps, dim=1)


def windows(pwm, fan, temp, horizon: int, stride: int):
    for s in range(0, pwm.shape[1] - horizon, stride):
        yield temp[:, s], pwm[:, s:s + horizon], fan[:, s:s + horizon], temp[:, s + 1:s + 1 + horizon]


device_get = lambda tree: {k: v.numpy().copy() for k, v in tree.items()}


def multi_step_rmse(p: Params, data, horizon: int) -> float:
    with torch.no_grad():
        errs = [((rollout(p, t0, pw, fn, horizon) - tgt) ** 2).mean() for t0, pw, fn, tgt
                in windows(*data, horizon, stride=horizon)]
    return torch.stack(errs).mean().sqrt().item()


def main(epochs: int = 5, horizon: int = 20):
    torch.manual_seed(0)
    train = print_job_log(24, 240, seed=1)
    valid = print_job_log(8, 240, seed=2)
    params = init_params()
    opt = torch.optim.Adam(params.values(), lr=1e-2)
    best = {"rmse": float("inf"), "params": None}
    for epoch in range(epochs):
        for t0, pw, fn, tgt in windows(*train, horizon, stride=10):
            opt.zero_grad()
            value = torch.nn.functional.smooth_l1_loss(rollout(params, t0, pw, fn, horizon), tgt)
            value.backward()
            opt.step()
        rmse = multi_step_rmse(params, valid, horizon)
        if rmse < best["rmse"]:
            best = {"rmse": rmse, "params": device_get(params), "epoch": epoch}
        print(f"epoch {epoch} last loss {value.item():.3f} valid {horizon}-step rmse {rmse:.2f} C")
    np.set_printoptions(precision=4)
    print(f"best epoch {best['epoch']}: gain {np.exp(best['params']['log_gain']):.3f}, "
          f"loss {np.exp(best['params']['log_loss']):.4f}, fan {np.exp(best['params']['log_fan']):.3f}")
    return best


if __name__ == "__main__":
    main()
