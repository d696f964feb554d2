import torch

from data import loader


def fit(model, noise, train, opt, epochs, batch_size, generator, log_every=5):
    x, y = train
    noise_dist = noise.distribution()
    for epoch in range(epochs):
        total, count = 0.0, 0
        for xb, yb in loader(x, y, batch_size, generator):
            resid = yb - model(xb)
            nll = -noise_dist.log_prob(resid).mean()
            opt.zero_grad()
            nll.backward()
            opt.step()
            total += nll.item() * len(xb)
            count += len(xb)
        if (epoch + 1) % log_every == 0:
            print(f"epoch {epoch + 1:3d}  nll {total / count:.3f}  "
                  f"noise scale {noise.scale.item():.2f} min")


@torch.no_grad()
def report(model, noise, data, name):
    x, y = data
    err = model(x) - y
    cover = (err.abs() < 10.0).float().mean().item()
    print(f"{name}: mae {err.abs().mean().item():.2f} min, within 10 min {100 * cover:.1f} %, "
          f"nll {noise(y - model(x)).item():.3f}")
