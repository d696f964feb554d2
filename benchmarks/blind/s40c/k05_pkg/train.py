import numpy as np
import torch

from .transect import survey, validation_grid
from .sparse_gp import SparseGP
from .optim_setup import observation_noise, build_optimizer, noise_sd_cm


def main():
    torch.manual_seed(0)
    x_km, depth_m = survey(n_points=300, seed=4)
    d_mean = depth_m.mean()
    X = torch.from_numpy(x_km)
    y = torch.from_numpy(depth_m - d_mean)
    print(f"{len(X)} probe depths, mean {d_mean * 100:.0f} cm, range "
          f"{depth_m.min() * 100:.0f}-{depth_m.max() * 100:.0f} cm")

    M = 16
    Z0 = torch.linspace(0.2, 5.8, M, dtype=torch.float64)
    gp = SparseGP(Z0, lengthscale=0.5, signal_sd=0.4)
    log_noise_var = observation_noise(prior_sd_m=0.15)
    opt = build_optimizer(gp, log_noise_var)

    bound_history = []
    best_bound, best_state = float("inf"), None
    for it in range(400):
        opt.zero_grad()
        neg_bound = gp.negative_bound(X, y, log_noise_var)
        neg_bound.backward()
        opt.step()
        bound_history.append(neg_bound.item())
        if bound_history[-1] < best_bound:
            best_bound = bound_history[-1]
            best_state = {k: v.detach().clone() for k, v in gp.state_dict().items()}
        if it % 100 == 0:
            print(f"iter {it:3d}  -bound {bound_history[-1]:9.2f}  "
                  f"l={torch.exp(gp.log_lengthscale).item():.3f} km  noise {noise_sd_cm(log_noise_var):.1f} cm")
    gp.load_state_dict(best_state)

    xv, dv = validation_grid()
    with torch.no_grad():
        mu, var = gp.predict(X, y, torch.from_numpy(xv), log_noise_var)
    pred_m = mu.numpy() + d_mean
    rmse_cm = 100 * np.sqrt(np.mean((pred_m - dv) ** 2))
    z_sorted = np.sort(gp.Z.detach().numpy())
    print(f"-bound {bound_history[0]:.1f} -> {best_bound:.1f}; validation RMSE vs true profile {rmse_cm:.1f} cm")
    print("inducing points (km):", np.array2string(z_sorted, precision=2, max_line_width=120))
    print(f"snow depth at drift crest x=1.7 km: {pred_m[17] * 100:.0f} +/- {200 * np.sqrt(var[17].item()):.0f} cm "
          f"(true {dv[17] * 100:.0f} cm)")


if __name__ == "__main__":
    main()
