"""Cross-well straight-ray travel-time tomography.

Two boreholes 40 m apart, 24 sources in the left well and 24 receivers in the
right well. First-arrival picks (ms) are inverted for a slowness model (s/km)
on a 20 x 16 grid by gradient descent on the data misfit plus a Laplacian
smoothing penalty. Velocities are reported in m/s.
"""
import numpy as np
import torch

NZ, NX = 20, 16
DEPTH_M, WIDTH_M = 50.0, 40.0
DZ, DX = DEPTH_M / NZ, WIDTH_M / NX


def true_velocity():
    z = (np.arange(NZ) + 0.5) * DZ
    x = (np.arange(NX) + 0.5) * DX
    zz, xx = np.meshgrid(z, x, indexing="ij")
    v = 1800.0 + 12.0 * zz                                   # m/s, compaction gradient
    v -= 450.0 * np.exp(-(((zz - 22.0) / 5.0) ** 2 + ((xx - 18.0) / 6.0) ** 2))   # gas-charged lens
    v += 300.0 * ((zz > 38.0) & (zz < 42.0))                  # cemented layer
    return v


def ray_matrix(src_z, rec_z, n_samples=400):
    """G[i, cell] = length (km) of ray i inside cell, by dense sampling along the ray."""
    rows = []
    for zs in src_z:
        for zr in rec_z:
            s = np.linspace(0.0, 1.0, n_samples)
            px = s * WIDTH_M
            pz = zs + s * (zr - zs)
            seg_km = np.hypot(WIDTH_M, zr - zs) / n_samples / 1000.0
            ix = np.clip((px / DX).astype(int), 0, NX - 1)
            iz = np.clip((pz / DZ).astype(int), 0, NZ - 1)
            row = np.zeros(NZ * NX)
            np.add.at(row, iz * NX + ix, seg_km)
            rows.append(row)
    return np.array(rows)


def laplacian_penalty(s):
    d2z = s[2:, :] - 2 * s[1:-1, :] + s[:-2, :]
    d2x = s[:, 2:] - 2 * s[:, 1:-1] + s[:, :-2]
    return (d2z ** 2).sum() + (d2x ** 2).sum()


def main():
    rng = np.random.default_rng(5)
    src_z = np.linspace(2.0, 48.0, 24)
    rec_z = np.linspace(2.0, 48.0, 24)
    G_np = ray_matrix(src_z, rec_z)
    v_true = true_velocity()
    slow_true = 1000.0 / v_true                                # s/km
    t_obs_ms = G_np @ slow_true.ravel() * 1000.0
    t_obs_ms += rng.normal(0.0, 0.05, size=t_obs_ms.shape)     # picking error 0.05 ms
    print(f"{len(t_obs_ms)} rays, travel times {t_obs_ms.min():.2f}-{t_obs_ms.max():.2f} ms")

    hit_count = torch.from_numpy((G_np > 0).sum(0).reshape(NZ, NX).astype(np.float64))
    G = torch.from_numpy(G_np)
    t_obs = torch.from_numpy(t_obs_ms / 1000.0)               # s

    v0 = 1000.0 * np.mean(G_np.sum(1) / (t_obs_ms / 1000.0))      # km/s -> m/s
    slowness = torch.full((NZ, NX), 1000.0 / v0, dtype=torch.float64, requires_grad=True)
    print(f"starting model: homogeneous {v0:.0f} m/s")

    smooth_weight = 2e-3
    step = 1e-2
    rms_history = []
    for it in range(150):
        t_pred = G @ slowness.reshape(-1)
        resid = t_pred - t_obs
        misfit = 0.5 * (resid ** 2).sum() * 1e6                     # ms^2
        objective = misfit + smooth_weight * laplacian_penalty(slowness)
        objective.backward()

        grad = slowness.grad.detach().clone()
        slowness.grad.zero_()
        grad /= (hit_count + 1.0)                                   # illumination preconditioning
        slowness = slowness - step * grad

        rms_ms = np.sqrt(np.mean(resid.detach().numpy() ** 2)) * 1000.0
        rms_history.append(rms_ms)
        if it % 30 == 0:
            print(f"iter {it:3d}  RMS residual {rms_ms:.4f} ms")

    v_est = 1000.0 / slowness.detach().numpy()
    err = np.abs(v_est - v_true)
    lens = v_true < 1900.0
    print(f"final RMS {rms_history[-1]:.4f} ms; mean |v error| {err.mean():.0f} m/s; "
          f"lens velocity est {v_est[lens].mean():.0f} vs true {v_true[lens].mean():.0f} m/s")


if __name__ == "__main__":
    main()
