import torch

from .integrators import rollout


def envelope_loss(pred, target):
    # log-envelope error: late, quiet samples matter as much as the attack
    return torch.mean((torch.log(pred.clamp_min(1e-6)) - torch.log(target.clamp_min(1e-6))) ** 2)


def fit_damping(field, opt, freq, env, t, epochs, batch, generator, log_every=5):
    n = freq.shape[0]
    for epoch in range(epochs):
        perm = torch.randperm(n, generator=generator)
        opt.zero_grad()
        total = 0.0
        for start in range(0, n, batch):
            idx = perm[start:start + batch]
            pred = rollout(field, freq[idx], env[idx, :1], t)
            loss = envelope_loss(pred, env[idx])
            loss.backward()
            opt.step()
            total += loss.item() * idx.numel()
        if epoch % log_every == 0 or epoch == epochs - 1:
            print(f"epoch {epoch:3d}  log-envelope mse {total / n:.5f}")
    return total / n
