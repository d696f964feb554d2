"""Terminal plots of the current solution against the reference."""
import numpy as np

snapshots = []


def snapshot(xi, theta_pred, theta_ref, tag, rows=8, cols=48):
    """Store and print theta(xi); theta_pred is a torch column, theta_ref numpy."""
    x = xi.numpy()[:, 0]
    pred = theta_pred.numpy()[:, 0]
    err = np.abs(pred - theta_ref).max()
    snapshots.append({"tag": tag, "xi": x, "theta": pred, "max_err": err})

    idx = np.linspace(0, len(x) - 1, cols).astype(int)
    lo, hi = min(pred.min(), theta_ref.min()), max(pred.max(), theta_ref.max())
    print(f"--- {tag}: max |theta - ref| = {err:.2e}")
    for r in range(rows):
        level = hi - (hi - lo) * r / (rows - 1)
        band = (hi - lo) / (2 * (rows - 1))
        line = "".join("o" if abs(pred[i] - level) <= band else ("." if abs(theta_ref[i] - level) <= band else " ")
                       for i in idx)
        print(f"{level:+.2f} |{line}|")
    return err
