"""Text-mode 'plots' (the lab machines have no matplotlib)."""
import numpy as np

BARS = " .:-=+*#%@"


def sparkline(values, width=50):
    v = np.asarray(values, dtype=float)
    if len(v) > width:
        v = v[np.linspace(0, len(v) - 1, width).astype(int)]
    lo, hi = v.min(), v.max()
    idx = ((v - lo) / (hi - lo + 1e-12) * (len(BARS) - 1)).astype(int)
    return "".join(BARS[i] for i in idx) + f"  [{lo:.3f} .. {hi:.3f}]"


def confusion(logits, y, names):
    pred = logits.detach().argmax(1).numpy()
    truth = y.numpy()
    k = len(names)
    m = np.zeros((k, k), dtype=int)
    for t, p in zip(truth, pred):
        m[t, p] += 1
    print("      " + " ".join(f"{n:>4}" for n in names))
    for i, n in enumerate(names):
        print(f"{n:>5} " + " ".join(f"{c:4d}" for c in m[i]))
