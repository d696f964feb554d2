"""2-D gravity inversion for a buried ore body (density contrast section).

Forward model: each cell of the section is an infinite horizontal prism
(line mass) striking perpendicular to the profile:
    g_z(x_s) = 2 G drho A z / ((x - x_s)^2 + z^2)
Stations every 25 m along a 1 km profile; readings in mGal.
The density contrast model is optimised directly (no network) by projected,
depth-weighted gradient descent.
"""
import numpy as np
import torch

G_NEWTON = 6.674e-11        # m^3 kg^-1 s^-2
SI_TO_MGAL = 1e5
NX, NZ, CELL = 24, 10, 40.0           # cells of 40 m x 40 m
DRHO_BOUNDS = (-300.0, 800.0)         # kg/m^3 (sediment to massive sulphide)


def cell_centres():
    xc = (np.arange(NX) + 0.5) * CELL - NX * CELL / 2
    zc = (np.arange(NZ) + 0.5) * CELL + 10.0
    return np.meshgrid(xc, zc, indexing="ij")     # (NX, NZ)


def sensitivity(stations):
    xc, zc = cell_centres()
    dx = xc.ravel()[None, :] - stations[:, None]
    z = zc.ravel()[None, :]
    return 2.0 * G_NEWTON * CELL ** 2 * z / (dx ** 2 + z ** 2) * SI_TO_MGAL   # mGal per (kg/m^3)


def true_model():
    xc, zc = cell_centres()
    drho = np.zeros((NX, NZ))
    body = (np.abs(xc - 60.0) < 90.0) & (np.abs(zc - 170.0) < 60.0)
    drho[body] = 600.0                                   # sulphide lens
    drho[(zc < 60.0) & (xc < -200.0)] = -200.0           # shallow sediment fill
    return drho


@torch.no_grad()
def descend(drho, step, weights):
    drho -= step * drho.grad / weights
    drho.grad.zero_()


def project_bounds(drho, lo, hi):
    drho.clamp_(lo, hi)


def main():
    rng = np.random.default_rng(8)
    stations = np.linspace(-480.0, 480.0, 40)
    A_np = sensitivity(stations)
    m_true = true_model()
    d_obs_np = A_np @ m_true.ravel() + rng.normal(0.0, 0.01, size=len(stations))   # 0.01 mGal
    print(f"{len(stations)} stations, anomaly {d_obs_np.min():.3f} to {d_obs_np.max():.3f} mGal")

    A = torch.from_numpy(A_np)
    d_obs = torch.from_numpy(d_obs_np)
    # depth weighting (Li & Oldenburg) counters the decay of sensitivity with depth
    _, zc = cell_centres()
    depth_w = torch.from_numpy((zc.ravel() + 10.0) ** -1.0)
    depth_w = depth_w / depth_w.max()

    drho = torch.from_numpy(np.zeros(NX * NZ)).requires_grad_()
    beta = 1e-6
    step = 2.0
    misfit_curve = []
    for it in range(400):
        d_pred = A @ drho
        chi2 = (((d_pred - d_obs) / 0.01) ** 2).mean()
        reg = ((depth_w * drho) ** 2).sum()
        phi = chi2 + beta * reg
        phi.backward()
        descend(drho, step, depth_w)
        with torch.no_grad():
            project_bounds(drho, *DRHO_BOUNDS)
        misfit_curve.append(chi2.item())
        if it % 80 == 0:
            print(f"iter {it:3d}  chi2/N {misfit_curve[-1]:9.2f}  max drho {drho.max().item():6.1f} kg/m^3")

    m_est = drho.detach().numpy().reshape(NX, NZ)
    xc, zc = cell_centres()
    body = m_true > 300
    print(f"chi2/N {misfit_curve[0]:.1f} -> {misfit_curve[-1]:.2f}; "
          f"mean recovered contrast in the lens {m_est[body].mean() / 1000:.3f} g/cc "
          f"(true {m_true[body].mean() / 1000:.3f}), outside {m_est[~body].mean() / 1000:.3f} g/cc")
    i, k = np.unravel_index(np.argmax(m_est), m_est.shape)
    print(f"peak contrast at x = {xc[i, k]:.0f} m, depth {zc[i, k]:.0f} m (lens centre x = 60 m, depth 170 m)")


if __name__ == "__main__":
    main()
