"""Zip-line operations: trolley speed on arrival at the brake block, from rider mass, line
geometry and wind. A point-mass model with learned drag and rolling resistance, plus a
small functional MLP correction for what the physics leaves out."""
import math

import torch

G = 9.81
DTYPE = torch.float64
FEATURES = ("mass_kg", "length_m", "drop_m", "sag_pct", "headwind_m_s", "rain", "trolley")


def descents(n, generator):
    g = generator
    mass = 35.0 + 85.0 * torch.rand(n, generator=g, dtype=DTYPE)
    length = 150.0 + 450.0 * torch.rand(n, generator=g, dtype=DTYPE)
    drop = length * (0.04 + 0.06 * torch.rand(n, generator=g, dtype=DTYPE))
    sag = 1.0 + 3.0 * torch.rand(n, generator=g, dtype=DTYPE)
    wind = -4.0 + 10.0 * torch.rand(n, generator=g, dtype=DTYPE)
    rain = (torch.rand(n, generator=g, dtype=DTYPE) < 0.2).to(DTYPE)
    trolley = (torch.rand(n, generator=g, dtype=DTYPE) < 0.5).to(DTYPE)

    rolling = 0.012 + 0.006 * trolley - 0.004 * rain
    area = 0.45 + 0.002 * (mass - 70.0)
    energy = G * drop - rolling * G * length * (1.0 + 0.08 * sag)
    drag = 0.5 * 1.2 * 0.9 * area / mass * length * (1.0 + 0.15 * wind)
    speed = torch.sqrt(torch.clamp(2.0 * energy / (1.0 + 2.0 * drag), min=1.0))
    speed = speed + 0.3 * torch.randn(n, generator=g, dtype=DTYPE)
    x = torch.stack([mass, length, drop, sag, wind, rain, trolley], 1)
    return x, speed


def init_params(n_in, hidden):
    params = {
        "log_cda": torch.tensor(math.log(0.4), dtype=DTYPE, requires_grad=True),
        "log_crr": torch.tensor(math.log(0.015), dtype=DTYPE, requires_grad=True),
        "w1": torch.empty(n_in, hidden, dtype=DTYPE, requires_grad=True),
        "b1": torch.zeros(hidden, dtype=DTYPE, requires_grad=True),
        "w2": torch.empty(hidden, 1, dtype=DTYPE, requires_grad=True),
        "b2": torch.zeros(1, dtype=DTYPE, requires_grad=True),
    }
    torch.nn.init.kaiming_uniform_(params["w1"].T, a=math.sqrt(5))
    with torch.no_grad():
        params["w2"].normal_(0.0, 1.0).mul_(0.01)
    return params


def physics_speed(p, x):
    mass, length, drop, sag, wind = (x[:, i] for i in range(5))
    energy = G * drop - torch.exp(p["log_crr"]) * G * length * (1.0 + 0.08 * sag)
    drag = 0.5 * 1.2 * torch.exp(p["log_cda"]) / mass * length * (1.0 + 0.15 * wind)
    return torch.sqrt(torch.clamp(2.0 * energy / (1.0 + 2.0 * drag), min=1.0))


def predict(p, x, scale):
    z = (x - scale[0]) / scale[1]
    h = torch.tanh(z @ p["w1"] + p["b1"])
    return physics_speed(p, x) + (h @ p["w2"] + p["b2"]).squeeze(1)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(31)
    x, v = descents(800, gen)
    xv, vv = descents(300, gen)
    scale = (x.mean(0), x.std(0))

    params = init_params(len(FEATURES), 16)
    optimizer = torch.optim.Adam(params.values(), lr=1e-2)
    with torch.no_grad():
        err = (predict(params, xv, scale) - vv).abs().mean().item()
    print(f"initial: arrival speed mae {err:.2f} m/s")
    for epoch in range(40):
        order = torch.randperm(len(x), generator=gen)
        for idx in order.split(50):
            loss = torch.nn.functional.huber_loss(predict(params, x[idx], scale), v[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 10 == 9:
            with torch.no_grad():
                err = (predict(params, xv, scale) - vv).abs().mean().item()
            print(f"epoch {epoch + 1}: arrival speed mae {err:.2f} m/s, "
                  f"CdA {params['log_cda'].exp().item():.3f} m2, "
                  f"Crr {params['log_crr'].exp().item():.4f}")


if __name__ == "__main__":
    main()
