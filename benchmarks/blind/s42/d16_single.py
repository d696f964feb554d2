"""Haul-rope tension at the drive station of a two-car funicular, learned online day by day.

The network sees the day's trips as a stream; as in the "dormant neuron" literature (ReDo), hidden
units that stop firing are re-initialised every few hundred steps so the model keeps its plasticity
when the operating regime shifts (winter timetable, heavier loads).
"""
import math

import torch

SETUP = dict(seed=0, days=6, trips_per_day=1500, hidden=96, lr=1e-3, batch=50, redo_every=60)


def trips(gen, n, day):
    pos = torch.rand(n, generator=gen)                               # car 1 position along the track (0..1)
    load_up = torch.randint(0, 121, (n,), generator=gen).float()     # passengers
    load_down = torch.randint(0, 121, (n,), generator=gen).float()
    speed = 10 * torch.rand(n, generator=gen)                        # m/s
    accel = 0.6 * torch.randn(n, generator=gen)
    temp = 15 - 3 * day + 4 * torch.randn(n, generator=gen)
    slope_up = 0.45 + 0.15 * torch.sin(math.pi * pos)              # track gradient under each car
    slope_down = 0.45 + 0.15 * torch.sin(math.pi * (1 - pos))
    m_up, m_down = 9000 + 75 * load_up, 9000 + 75 * load_down
    g = 9.81
    rope = 2000 * (1 - pos) - 2000 * pos                             # unbalanced rope weight
    tension = (m_up * g * slope_up - m_down * g * slope_down + (m_up + m_down) * accel
               + 40 * speed ** 1.5 * (1 + 0.01 * (10 - temp).clamp(min=0)) + rope * g * 0.5)
    tension = tension / 1000 + 0.5 * torch.randn(n, generator=gen)   # kN
    x = torch.stack([pos, load_up / 120, load_down / 120, speed / 10, accel, temp / 20], 1)
    return x, tension.unsqueeze(1) / 30


def init(gen, d_in, hidden):
    return {
        "w1": (torch.randn(d_in, hidden, generator=gen) * math.sqrt(2 / d_in)).requires_grad_(),
        "b1": torch.zeros(hidden, requires_grad=True),
        "w2": (torch.randn(hidden, hidden, generator=gen) * math.sqrt(2 / hidden)).requires_grad_(),
        "b2": torch.zeros(hidden, requires_grad=True),
        "w3": (torch.randn(hidden, 1, generator=gen) / math.sqrt(hidden)).requires_grad_(),
        "b3": torch.zeros(1, requires_grad=True),
    }


def apply(params, x, return_hidden=False):
    h1 = torch.relu(x @ params["w1"] + params["b1"])
    h2 = torch.relu(h1 @ params["w2"] + params["b2"])
    out = h2 @ params["w3"] + params["b3"]
    return (out, h2) if return_hidden else out


def redo(params, h2, gen, tau=0.0):
    """Re-initialise dormant second-layer units: fresh incoming weights, zero outgoing weights."""
    score = h2.abs().mean(0)
    dormant = score <= tau * score.mean()
    k = int(dormant.sum())
    if k:
        fan_in = params["w2"].shape[0]
        params["w2"][:, dormant] = torch.randn(fan_in, k, generator=gen) * math.sqrt(2 / fan_in)
        params["b2"][dormant] = 0.0
        params["w3"][dormant] = 0.0
    return k


def main(s=SETUP):
    torch.manual_seed(s["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(s["seed"])
    params = init(gen, 6, s["hidden"])
    opt = torch.optim.RMSprop(params.values(), lr=s["lr"], alpha=0.99)
    step, recycled = 0, 0

    for day in range(s["days"]):
        x, y = trips(gen, s["trips_per_day"], day)
        for xb, yb in zip(x.split(s["batch"]), y.split(s["batch"])):
            pred, h2 = apply(params, xb, return_hidden=True)
            err = torch.nn.functional.huber_loss(pred, yb, delta=0.5)
            opt.zero_grad()
            err.backward()
            opt.step()
            step += 1
            if step % s["redo_every"] == 0:
                recycled += redo(params, h2.detach(), gen)
        xt, yt = trips(gen, 500, day)
        with torch.no_grad():
            mae = ((apply(params, xt) - yt).abs().mean() * 30).item()
        print(f"day {day}: held-out MAE {mae:.2f} kN, units recycled so far {recycled}")


if __name__ == "__main__":
    main()
