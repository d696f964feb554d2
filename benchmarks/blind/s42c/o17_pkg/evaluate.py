"""Figures of merit of a finished design."""
import numpy as np
import torch


def photopic_weight(wl_nm):
    """CIE V(lambda), Gaussian approximation around 555 nm."""
    return torch.exp(-0.5 * ((wl_nm - 555.0) / 42.0) ** 2)


def evaluate_design(design, wl_nm):
    r = design.spectrum(wl_nm)
    v = photopic_weight(wl_nm)
    r_np = r.numpy()
    return {
        "mean_R_pct": 100.0 * float(r_np.mean()),
        "max_R_pct": 100.0 * float(r_np.max()),
        "photopic_R_pct": 100.0 * float((r * v).sum() / v.sum()),
        "worst_nm": float(wl_nm[int(np.argmax(r_np))]),
    }
