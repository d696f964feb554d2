"""python -m o04_pkg.run"""
import time

import torch

from . import config
from .inversion import DipoleInversion
from .physics import field_direction
from .survey import station_grid, synthetic_anomaly


def main():
    torch.set_num_threads(1)
    t0 = time.time()
    f_hat = field_direction(config.EARTH_FIELD["inclination_deg"], config.EARTH_FIELD["declination_deg"])
    stations = station_grid(config.SURVEY)
    observed = synthetic_anomaly(stations, config.TRUE_SOURCE, f_hat, config.SURVEY["noise_nT"], config.SEED)
    print(f"{stations.shape[0]} stations, anomaly {observed.min():.1f} .. {observed.max():.1f} nT")

    inv = DipoleInversion(stations, observed, f_hat, config.INITIAL_GUESS, config.MOMENT_GUESS, config.LBFGS)
    for k in range(config.N_OUTER):
        rms = inv.iterate()
        x, y, d = inv.trace["x"][-1], inv.trace["y"][-1], inv.trace["depth"][-1]
        print(f"outer {k}: rms {rms:8.3f} nT   x {x:6.2f}  y {y:6.2f}  depth {d:5.2f} m")
        if rms < 1.05 * config.SURVEY["noise_nT"]:
            break

    m = inv.moment.detach()
    src = config.TRUE_SOURCE
    print(f"\nestimated: x {inv.trace['x'][-1]:.2f}  y {inv.trace['y'][-1]:.2f}  depth {inv.trace['depth'][-1]:.2f} m, "
          f"|m| {m.norm():.2f} A m^2")
    print(f"true:      x {src['x']:.2f}  y {src['y']:.2f}  depth {src['depth']:.2f} m, "
          f"|m| {torch.tensor(src['moment']).norm():.2f} A m^2")
    print(f"({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
