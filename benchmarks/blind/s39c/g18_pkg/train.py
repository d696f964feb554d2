import torch

from .constituents import NAMES
from .fitting import fit_harmonics
from .gauge import TRUE_AMPLITUDES, read_gauge
from .harmonic import TideModel


def main():
    torch.manual_seed(0)
    t, level = read_gauge()
    print(f"{len(t)} hourly readings over {t.max().item() / 24:.0f} days, "
          f"range {level.min().item():.2f}..{level.max().item():.2f} m")
    tide = TideModel()
    fit_harmonics(tide, t, level)
    amps = tide.amplitudes().detach()
    print("constituent  fitted  true")
    for name, a in zip(NAMES, amps.tolist()):
        print(f"{name:>10s}  {a:6.3f}  {TRUE_AMPLITUDES[name]:.3f}")
    print(f"mean sea level {tide.msl.item():.3f} m")


if __name__ == "__main__":
    main()
