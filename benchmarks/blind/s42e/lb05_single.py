"""Submarine ballast trim: predict fore/aft/auxiliary tank water transfers (tonnes) that bring
the boat to neutral buoyancy and zero pitch after a loadout change.

Functional MLP with float64 master weights (the trim residual is ill-conditioned in fp32),
benchmark warm-up and throughput logging, full-batch steps over static buffers.
"""
import time

import torch

DTYPE = torch.float64
DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
CONF = {"n": 4000, "hidden": 64, "steps": 400, "warmup": 10, "lr": 3e-3, "batch": 500,
        "log_every": 80}

# tank lever arms (m from centre of buoyancy) and a made-up hull
TANK_ARM = torch.tensor([22.0, -24.0, 3.0], dtype=DTYPE)


def loadouts(n, gen):
    density = 1.020 + 0.008 * torch.rand(n, generator=gen, dtype=DTYPE)      # t/m3
    depth = 50 + 250 * torch.rand(n, generator=gen, dtype=DTYPE)             # m
    stores = 30 * torch.rand(n, 4, generator=gen, dtype=DTYPE)               # t in 4 rooms
    arms = torch.tensor([30.0, 10.0, -8.0, -28.0], dtype=DTYPE)
    displaced = 2400.0 * density / 1.024 * (1 - 4e-6 * depth)                # hull compression
    excess = displaced - 2380.0 - stores.sum(1)                              # tonnes to add
    moment = -(stores * arms).sum(1)                                         # t*m to add
    # solve   t_f + t_a + t_x = excess ;  22 t_f - 24 t_a + 3 t_x = moment ;  t_x = 0.2 excess
    aux = 0.2 * excess
    rest = excess - aux
    fore = (moment - 3 * aux + 24 * rest) / 46.0
    aft = rest - fore
    x = torch.cat([(density[:, None] - 1.024) / 0.0025, (depth[:, None] - 175) / 72,
                   (stores - 15) / 8.7], dim=1)
    y = torch.stack([fore, aft, aux], dim=1)
    return x, y


def init_master(n_in, hidden, n_out, gen):
    shapes = {"w1": (n_in, hidden), "b1": (hidden,), "w2": (hidden, hidden), "b2": (hidden,),
              "w3": (hidden, n_out), "b3": (n_out,)}
    params = {}
    for name, shape in shapes.items():
        fan_in = shape[0] if name.startswith("w") else 1
        std = (1.0 / fan_in) ** 0.5 if name.startswith("w") else 0.0
        leaf = torch.empty(shape, requires_grad=True)
        with torch.no_grad():
            if std > 0:
                leaf.normal_(0.0, std, generator=gen)
            else:
                leaf.zero_()
        params[name] = leaf.to(device=DEVICE, dtype=DTYPE, non_blocking=True)
    return params


def forward(p, x):
    h = torch.tanh(x @ p["w1"] + p["b1"])
    h = torch.tanh(h @ p["w2"] + p["b2"])
    return h @ p["w3"] + p["b3"]


def trim_residual(tanks, y_true):
    """Physics check: remaining buoyancy (t) and pitch moment (t*m) after the transfers."""
    d_mass = (tanks - y_true).sum(1)
    d_moment = ((tanks - y_true) * TANK_ARM.to(tanks.device)).sum(1)
    return d_mass, d_moment


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, y = loadouts(CONF["n"], gen)
    scale = y.std(0)
    n_train = int(0.8 * CONF["n"])
    x, y = x.to(DEVICE, non_blocking=True), y.to(DEVICE, non_blocking=True)
    params = init_master(x.shape[1], CONF["hidden"], 3, gen)
    opt = torch.optim.Adam(list(params.values()), lr=CONF["lr"], foreach=True)

    static_x = torch.empty(CONF["batch"], x.shape[1], dtype=DTYPE, device=DEVICE)
    static_y = torch.empty(CONF["batch"], 3, dtype=DTYPE, device=DEVICE)

    def step():
        opt.zero_grad(set_to_none=True)
        pred = forward(params, static_x)
        err = ((pred - static_y / scale) ** 2).mean()
        err.backward()
        opt.step()
        return err.detach()

    for i in range(CONF["warmup"] + CONF["steps"]):
        if i == CONF["warmup"]:
            t0 = time.perf_counter()
        idx = torch.randint(0, n_train, (CONF["batch"],), generator=gen)
        static_x.copy_(x[idx]); static_y.copy_(y[idx])
        err = step()
        k = i - CONF["warmup"]
        if k >= 0 and k % CONF["log_every"] == 0:
            rate = (k + 1) * CONF["batch"] / (time.perf_counter() - t0)
            print(f"step {k:4d} mse {err.item():.5f}  {rate:9.0f} loadouts/s")

    with torch.no_grad():
        tanks = forward(params, x[n_train:]) * scale
        d_mass, d_moment = trim_residual(tanks, y[n_train:])
    print(f"holdout: mean |buoyancy error| {d_mass.abs().mean():.2f} t, "
          f"mean |pitch moment error| {d_moment.abs().mean():.1f} t*m")


if __name__ == "__main__":
    main()
