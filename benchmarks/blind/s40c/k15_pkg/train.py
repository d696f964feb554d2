import numpy as np
import torch

from .met import logger_records, to_components, power_density
from .flow import WindFlow
from .fit import fit


def main():
    torch.manual_seed(0)
    speed_kn, direction = logger_records(n_hours=4000, seed=5)
    uv = to_components(speed_kn, direction)
    scale = uv.std()
    data = torch.from_numpy(uv / scale).float()
    print(f"{len(uv)} hourly records, mean speed {np.linalg.norm(uv, axis=1).mean():.2f} m/s, "
          f"power density {power_density(uv):.0f} W/m^2")

    flow = WindFlow(n_layers=8, width=64)
    hist = fit(flow, data, epochs=30)

    flow.eval()
    with torch.no_grad():
        gen = flow.sample(20000, generator=torch.Generator().manual_seed(1))
        lp_data = flow.log_prob(data).mean()
    uv_gen = gen.numpy() * scale
    eastward = lambda a: np.mean(a[:, 0] > 0)          # wind from the west has u > 0
    print(f"NLL {hist[0]:.3f} -> {hist[-1]:.3f}; mean log-density of data {lp_data.item():.3f}")
    print(f"power density: data {power_density(uv):.0f} W/m^2, flow {power_density(uv_gen):.0f} W/m^2; "
          f"share of hours with u > 0: data {eastward(uv):.2f}, flow {eastward(uv_gen):.2f}")


if __name__ == "__main__":
    main()
