import numpy as np


def amex_metric(y_true, y_pred):
    """0.5 * (normalized weighted Gini + default rate captured at 4%), negatives weigh 20."""
    order = np.argsort(-y_pred)
    y = y_true[order]
    w = np.where(y == 0, 20.0, 1.0)
    cut = np.cumsum(w) <= 0.04 * w.sum()
    top4 = y[cut].sum() / y.sum()

    def wgini(y, w):
        rand = np.cumsum(w / w.sum())
        found = np.cumsum(y * w) / (y * w).sum()
        return ((found - rand) * w).sum()

    g = wgini(y, w)
    y_best = np.sort(y_true)[::-1]
    g_max = wgini(y_best, np.where(y_best == 0, 20.0, 1.0))
    return 0.5 * (g / g_max + top4)
