import numpy as np
import torch

from .physiology import cohort, MGDL_PER_MMOL
from .vectorfield import GlucoseVectorField
from .integrators import integrate
from .shooting import fit_by_windows


def main():
    torch.manual_seed(0)
    t_min, glucose, inputs = cohort(n_patients=8, seed=1)
    print(f"{glucose.shape[0]} patients, {glucose.shape[1]} CGM samples each "
          f"({t_min[-1]:.0f} min), glucose range "
          f"{glucose.min() * MGDL_PER_MMOL:.0f}-{glucose.max() * MGDL_PER_MMOL:.0f} mg/dL")

    field = GlucoseVectorField(width=32)
    adam = torch.optim.Adam(field.parameters(), lr=3e-3)
    curve = fit_by_windows(field, adam, t_min, glucose, inputs, window=12, n_epochs=30)

    # open-loop replay of the full record from the first measurement
    with torch.no_grad():
        G = torch.from_numpy(glucose).float()
        U = torch.from_numpy(inputs).float()
        z0 = torch.stack([G[:, 0], torch.zeros(G.shape[0])], dim=-1)
        traj = integrate(field, z0, U, float(t_min[1] - t_min[0]))
    err = (traj[:, :, 0].numpy() - glucose) * MGDL_PER_MMOL
    print(f"open-loop RMSE over 6 h: {np.sqrt((err ** 2).mean()):.2f} mg/dL "
          f"(first epoch window RMSE {curve[0]:.2f})")


if __name__ == "__main__":
    main()
