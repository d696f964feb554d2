import torch

from .integrator import euler_rollout


def fit_field(field, opt, frames, dt, epochs, horizon, batch, generator, log_every=10):
    n = frames.shape[0]
    for epoch in range(epochs):
        idx = torch.randperm(n, generator=generator)[:batch]
        target = frames[idx, :horizon]
        opt.zero_grad()
        pred = euler_rollout(field, target[:, 0], dt, horizon)
        loss = ((pred - target) ** 2).mean()
        loss.backward()
        opt.step()
        if epoch % log_every == 0:
            print(f"epoch {epoch:3d} rollout mse {loss.item():.4e} "
                  f"pump freq {field.log_pump_freq.exp().item():.3f}")
    return loss.item()
