"""Synthetic glost firings: glaze chemistry and kiln schedule -> crazing after 48 h."""
import torch

COLUMNS = ("sio2", "al2o3", "b2o3", "na2o", "k2o", "cao", "peak_c", "soak_min",
           "cool_rate", "body_cte", "thickness_mm")


def firings(n, generator):
    x = torch.rand(n, len(COLUMNS), generator=generator)
    glaze_cte = 6.0 + 3.0 * x[:, 3] + 2.5 * x[:, 4] + 0.8 * x[:, 5] - 2.0 * x[:, 0] - 1.5 * x[:, 2]
    mismatch = glaze_cte - (5.5 + 2.0 * x[:, 9])
    stress = mismatch + 0.8 * x[:, 8] + 0.6 * x[:, 10] - 0.5 * x[:, 7] - 0.4 * x[:, 6]
    crazed = (stress + 0.3 * torch.randn(n, generator=generator) > 1.4).float()
    return (x - 0.5) * 3.4, crazed
