import torch
import torch.nn.functional as F


def pretrain_autoencoder(accelerator, autoencoder, optimizer, loader, epochs):
    autoencoder.train()
    for epoch in range(epochs):
        total = 0.0
        for observation, _, _ in loader:
            optimizer.zero_grad()
            loss = F.mse_loss(autoencoder(observation), observation)
            accelerator.backward(loss, autoencoder.parameters())
            optimizer.step()
            total += loss.item()
        print(f"autoencoder epoch {epoch}  reconstruction mse {total / len(loader):.5f}")


def freeze(module):
    """The encoder is fixed once the dynamics are being learned on its codes."""
    module.eval()
    module.requires_grad_(False)
    return module


def fit_dynamics(accelerator, autoencoder, dynamics, optimizer, loader, epochs):
    dynamics.train()
    for epoch in range(epochs):
        total = 0.0
        for observation, control, following in loader:
            optimizer.zero_grad()
            z, z_next = autoencoder.encode(observation), autoencoder.encode(following)
            loss = F.mse_loss(dynamics(z, control), z_next)
            accelerator.backward(loss, dynamics.parameters())
            optimizer.step()
            total += loss.item()
        print(f"dynamics epoch {epoch}  latent one-step mse {total / len(loader):.5f}")


@torch.no_grad()
def latent_rollout_error(autoencoder, dynamics, observations, controls, horizon=5):
    """Open-loop prediction of the codes `horizon` steps ahead, against a persistence baseline."""
    codes = autoencoder.encode(observations)
    z = codes[:, 0]
    for t in range(1, horizon + 1):
        z = dynamics(z, controls[:, t])
    model_err = F.mse_loss(z, codes[:, horizon]).item()
    still_err = F.mse_loss(codes[:, 0], codes[:, horizon]).item()
    return round(model_err, 5), round(still_err, 5)
