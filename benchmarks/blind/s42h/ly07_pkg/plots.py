"""plots.py -- ascii charts for the ski lab (no display on the race van laptop)."""
import numpy as np


def curve(values, label="loss", width=48):
    v = np.asarray(values, dtype=float)
    step = max(1, len(v) // width)
    v = v[::step]
    top = v.max()
    print(f"{label}:")
    for frac in (1.0, 0.75, 0.5, 0.25):
        print("  " + "".join("#" if val >= frac * top else " " for val in v))


def binned_fit(snow_temp, measured, predicted, bins=8):
    """Mean measured vs predicted glide time per snow-temperature bin."""
    t = snow_temp.numpy()
    meas = measured.squeeze(1).numpy()
    pred = predicted.squeeze(1).numpy()
    edges = np.linspace(t.min(), t.max(), bins + 1)
    print(f"{'snow C':>14} {'measured':>9} {'model':>9}")
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (t >= lo) & (t < hi)
        if m.any():
            print(f"{lo:6.1f}..{hi:6.1f} {meas[m].mean():9.2f} {pred[m].mean():9.2f}")
