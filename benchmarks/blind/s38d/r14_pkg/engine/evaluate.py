def evaluate(model, loader):
    model.eval()
    se, ae, n = 0.0, 0.0, 0
    for x, y in loader:
        pred = model(x)
        se += (pred - y).pow(2).sum().item()
        ae += (pred - y).abs().sum().item()
        n += len(y)
    return {"rmse": (se / n) ** 0.5, "mae": ae / n}
