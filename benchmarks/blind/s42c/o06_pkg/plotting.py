"""Text-mode plots for the terminal on the lab PC (no display there)."""
import math


def new_history():
    return {"iter": [], "misfit": [], "rms_K": [], "k_profile": []}


def sparkline(values, width=50):
    bars = " .:-=+*#%@"
    vals = [float(v) for v in values]
    if len(vals) > width:
        step = len(vals) / width
        vals = [vals[int(i * step)] for i in range(width)]
    logs = [math.log10(max(v, 1e-300)) for v in vals]
    lo, hi = min(logs), max(logs)
    span = (hi - lo) or 1.0
    return "".join(bars[int((v - lo) / span * (len(bars) - 1))] for v in logs)


def summary(history):
    print("misfit (log scale, first -> last):")
    print("  [" + sparkline(history["misfit"]) + "]")
    print(f"  {float(history['misfit'][0]):.3e} -> {float(history['misfit'][-1]):.3e}")


def profile_table(x, k_est, k_true):
    print("  x [mm]   k fit   k true   [W/m/K]")
    for xi, a, b in zip(x.tolist(), k_est.tolist(), k_true.tolist()):
        print(f"  {1e3 * xi:6.2f}  {a:6.1f}   {b:6.1f}")
