"""Training by windows ("multiple shooting") along the 6-hour records.

The record is cut into windows of `window` samples; one optimizer update per
window keeps the number of RK4 steps per backward small. Continuity between
windows comes from starting each window at the state the previous one ended in.
"""
import numpy as np
import torch

from .integrators import rk4_step


def fit_by_windows(field, optimizer, t_min, glucose, inputs, window=12, n_epochs=30,
                   log_every=10):
    dt = float(t_min[1] - t_min[0])
    G = torch.from_numpy(glucose).float()          # (P, T) mmol/L
    U = torch.from_numpy(inputs).float()           # (P, T, 2)
    n_pat, n_t = G.shape
    n_windows = (n_t - 1) // window

    epoch_rmse = []
    for epoch in range(n_epochs):
        # initial latent state: measured glucose, zero remote insulin
        z = torch.stack([G[:, 0], torch.zeros(n_pat)], dim=-1)
        sq_err, n_pts = 0.0, 0
        for w in range(n_windows):
            k0 = w * window
            pred = []
            for k in range(k0, k0 + window):
                z = rk4_step(field, z, U[:, k], dt)
                pred.append(z[:, 0])
            pred = torch.stack(pred, dim=1)                    # (P, window)
            target = G[:, k0 + 1:k0 + window + 1]
            mse = ((pred - target) ** 2).mean()

            optimizer.zero_grad()
            mse.backward()
            optimizer.step()

            sq_err += mse.item() * pred.numel()
            n_pts += pred.numel()
        rmse_mgdl = np.sqrt(sq_err / n_pts) * 18.016
        epoch_rmse.append(rmse_mgdl)
        if epoch % log_every == 0 or epoch == n_epochs - 1:
            print(f"epoch {epoch:3d}  window RMSE {rmse_mgdl:6.2f} mg/dL")
    return epoch_rmse
