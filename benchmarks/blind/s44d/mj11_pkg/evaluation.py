import torch


def predict(model, x, chunk=200):
    """Collapse probability and expected standing time for every tower in x."""
    model.eval()
    probs, minutes = [], []
    for i in range(0, len(x), chunk):
        logit, log_min = model(x[i:i + chunk])
        probs.append(torch.sigmoid(logit))
        minutes.append(torch.exp(log_min))
    return torch.cat(probs), torch.cat(minutes)


def report(probs, minutes, collapse, log_minutes):
    pred = (probs > 0.5).float()
    acc = (pred == collapse).float().mean().item()
    brier = ((probs - collapse) ** 2).mean().item()
    mae = (minutes - log_minutes.exp()).abs().mean().item()
    return {"acc": acc, "brier": brier, "minutes_mae": mae}
