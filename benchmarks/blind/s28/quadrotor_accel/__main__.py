import torch

from .accel import Accelerator
from .flightlog import Loader, flight_logs, transitions
from .models import LatentDynamics, SensorAutoencoder
from .phases import fit_dynamics, freeze, latent_rollout_error, pretrain_autoencoder


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    observations, controls = flight_logs(160, seed=1)
    test_obs, test_ctrl = flight_logs(40, seed=2)
    data = Loader(transitions(observations, controls), batch_size=128, seed=3)

    accelerator = Accelerator("cpu", max_grad_norm=1.0)
    autoencoder, dynamics = SensorAutoencoder(), LatentDynamics()
    ae_opt = torch.optim.Adam(autoencoder.parameters(), lr=2e-3)
    dyn_opt = torch.optim.AdamW(dynamics.parameters(), lr=2e-3, weight_decay=1e-4)
    autoencoder, dynamics, ae_opt, dyn_opt, data = accelerator.prepare(autoencoder, dynamics, ae_opt, dyn_opt, data)

    pretrain_autoencoder(accelerator, autoencoder, ae_opt, data, epochs=4)
    freeze(autoencoder)
    fit_dynamics(accelerator, autoencoder, dynamics, dyn_opt, data, epochs=8)
    model_err, still_err = latent_rollout_error(autoencoder, dynamics, test_obs, test_ctrl)
    print(f"5-step open-loop latent mse {model_err} (persistence baseline {still_err})")


if __name__ == "__main__":
    main()
