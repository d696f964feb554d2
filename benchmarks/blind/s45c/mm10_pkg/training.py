import torch


def fit(model, opt, X, canal, log_hours, epochs=10, bs=128, every=3, tag=""):
    for ep in range(epochs):
        tot = 0.0
        for b in torch.randperm(len(X)).split(bs):
            pred = model(X[b], canal[b])
            mse = torch.mean((pred - log_hours[b]) ** 2)
            opt.zero_grad()
            mse.backward()
            opt.step()
            tot += mse.item() * len(b)
        if (ep + 1) % every == 0:
            print(f"  {tag} ep {ep + 1:2d} train mse(log h) {tot / len(X):.4f}")
    return model


@torch.no_grad()
def report(model, X, canal, hours):
    pred_h = model(X, canal).exp()
    ape = ((pred_h - hours).abs() / hours)
    return ape.mean().item(), ((pred_h - hours).abs() < 0.5).float().mean().item()
