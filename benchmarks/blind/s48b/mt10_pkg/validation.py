from .integrate import rk4_rollout


def forecast_skill(field, lid, temps, t, horizon_steps):
    """Roll the learned field out far beyond the training window and report the
    RMS error (in units of the initial excess temperature) per lid setting."""
    field.eval()
    pred = rk4_rollout(field, temps[:, :1], lid, t[:horizon_steps], substeps=4)
    err = (pred - temps[:, :horizon_steps]) ** 2
    out = {}
    for name, flag in (("lid on", 1.0), ("lid off", 0.0)):
        mask = (lid[:, 0] == flag)
        out[name] = err[mask].mean().sqrt().item()
    field.train()
    return out
